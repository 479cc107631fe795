import { describe, expect, it } from 'vitest';
import { signupBodySchema, firstBodyIssue } from '../../shared/contracts/account';
import { latField } from '../../shared/contracts/fields';
import { problemOfIssue } from '../../shared/contracts/field-problem';
import { wordProblem } from './field-problems';

describe('wordProblem', () => {
  it('words an API refusal (code and params from the contract) in each language, naming the given label', () => {
    const parsed = signupBodySchema.safeParse({ name: 'x'.repeat(101), email: 'a@b.co', password: 'long enough!' });
    if (parsed.success) throw new Error('expected a refusal');
    const issue = firstBodyIssue(parsed.error);
    expect(wordProblem('hi', issue, 'पूरा नाम')).toBe('पूरा नाम: अधिक से अधिक 100 अक्षर हो सकते हैं।');
    expect(wordProblem('en', issue, 'Full name')).toBe('Full name must be at most 100 characters.');
  });

  it('takes the latitude range from the contract', () => {
    const parsed = latField.safeParse('95');
    if (parsed.success) throw new Error('expected a refusal');
    const problem = problemOfIssue(parsed.error.issues[0]!);
    expect(wordProblem('hi', problem, 'अक्षांश')).toBe('अक्षांश: -90 से 90 के बीच की संख्या होनी चाहिए।');
    expect(wordProblem('en', problem, 'Latitude')).toBe('Latitude must be a number from -90 to 90.');
  });

  it('an unknown code (an older or newer API) still names the field', () => {
    expect(wordProblem('hi', { code: 'somethingNew' }, 'ईमेल')).toBe('ईमेल: यह मान मान्य नहीं है।');
  });
});
