import { describe, expect, it } from 'vitest';
import { contactBodySchema, loginBodySchema, resetPasswordBodySchema, signupBodySchema } from './account';
import { firstBodyIssue } from './field-problem';
import { birthQuerySchema, firstFieldIssue } from './birth-query';
import { checkConversation } from './chat';
import { FIELD_PROBLEM_CODES, isFieldProblemCode } from './field-problem';
import { matchFieldsFromBody } from './match-request';

const bodyIssue = (schema: { safeParse(v: unknown): { success: boolean; error?: unknown } }, body: unknown) => {
  const parsed = schema.safeParse(body);
  if (parsed.success) throw new Error('expected a refusal');
  return firstBodyIssue(parsed.error as Parameters<typeof firstBodyIssue>[0]);
};
const birthIssue = (query: Record<string, string>) => {
  const parsed = birthQuerySchema.safeParse(query);
  if (parsed.success) throw new Error('expected a refusal');
  return firstFieldIssue(parsed.error);
};

describe('account bodies give a stable code and the numbers beside the English message', () => {
  it('signup: each field and each reason', () => {
    expect(bodyIssue(signupBodySchema, {})).toMatchObject({ field: 'name', code: 'required', message: 'name: required' });
    expect(bodyIssue(signupBodySchema, { name: '  ', email: 'a@b.co', password: 'long enough!' })).toMatchObject({
      field: 'name',
      code: 'required',
    });
    expect(bodyIssue(signupBodySchema, { name: 'x'.repeat(101), email: 'a@b.co', password: 'long enough!' })).toEqual({
      field: 'name',
      code: 'tooLong',
      params: { max: 100 },
      message: 'name: at most 100 characters',
    });
    expect(bodyIssue(signupBodySchema, { name: 'a\nb', email: 'a@b.co', password: 'long enough!' })).toMatchObject({ code: 'oneLine' });
    expect(bodyIssue(signupBodySchema, { name: 'Asha', email: 'asha', password: 'long enough!' })).toMatchObject({
      field: 'email',
      code: 'email',
    });
    expect(bodyIssue(signupBodySchema, { name: 'Asha', email: 'a@b.co', password: 'short' })).toEqual({
      field: 'password',
      code: 'tooShort',
      params: { min: 10 },
      message: 'password: at least 10 characters',
    });
    expect(bodyIssue(signupBodySchema, { name: 'Asha', email: 'a@b.co', password: ' '.repeat(12) })).toMatchObject({ code: 'onlySpaces' });
  });

  it('login, reset and contact', () => {
    expect(bodyIssue(loginBodySchema, { email: 'a@b.co', password: 'x'.repeat(201) })).toMatchObject({
      field: 'password',
      code: 'wrongCredentials',
    });
    expect(bodyIssue(resetPasswordBodySchema, { token: 'short', password: 'long enough!' })).toMatchObject({
      field: 'token',
      code: 'resetLinkInvalid',
    });
    expect(bodyIssue(contactBodySchema, { name: 'A', email: 'a@b.co', message: 'x'.repeat(5001) })).toMatchObject({
      field: 'message',
      code: 'tooLong',
      params: { max: 5000 },
    });
  });
});

describe('birth fields', () => {
  it('year, date, time, coordinates and place', () => {
    expect(birthIssue({ date: '1700-01-01', place: 'Pune' })).toMatchObject({
      field: 'date',
      code: 'yearOutOfRange',
      params: { year: 1700, min: 1800, max: 2200 },
    });
    expect(birthIssue({ date: '2020-02-30', place: 'Pune' })).toMatchObject({ field: 'date', code: 'dateInvalid', params: {} });
    expect(birthIssue({ date: '2020-02-03', time: '25:00', place: 'Pune' })).toMatchObject({ field: 'time', code: 'timeInvalid' });
    expect(birthIssue({ date: '2020-02-03', lat: '95', lon: '10' })).toMatchObject({
      field: 'lat',
      code: 'outOfRange',
      params: { min: -90, max: 90 },
    });
    expect(birthIssue({ date: '2020-02-03', lat: '10', lon: 'east' })).toMatchObject({ field: 'lon', code: 'notANumber' });
    expect(birthIssue({ date: '2020-02-03', lat: '10' })).toMatchObject({ field: 'lon', code: 'pairRequired', params: { other: 'lat' } });
    expect(birthIssue({ date: '2020-02-03' })).toMatchObject({ field: 'place', code: 'placeOrCoordinates' });
    expect(birthIssue({ date: '2020-02-03', place: 'Pune', tz: 'Mars/Base' })).toMatchObject({ field: 'tz', code: 'zoneUnknown' });
  });
});

describe('chat and match bodies', () => {
  it('chat turns name their limit', () => {
    expect(checkConversation([])).toMatchObject({ field: 'conversationHistory', code: 'required' });
    expect(checkConversation([{ role: 'user', content: 'x'.repeat(4001) }])).toMatchObject({
      field: 'conversationHistory[0].content',
      code: 'tooLong',
      params: { max: 4000 },
    });
    expect(checkConversation([{ role: 'system', content: 'hi' }])).toMatchObject({ code: 'notAllowed' });
  });

  it('a match body of the wrong shape', () => {
    const result = matchFieldsFromBody({ bride: 'x' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(isFieldProblemCode(result.failure.code)).toBe(true);
  });
});

it('codes are unique', () => {
  expect(new Set(FIELD_PROBLEM_CODES).size).toBe(FIELD_PROBLEM_CODES.length);
});
