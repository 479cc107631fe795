/**
 * /kundali-matching: the state of the page — two birth forms (MatchForm) and the match (MatchResult),
 * loaded with the island kit's useLoad (match-load.ts). Submitting puts both births in the URL (the
 * `/api/match` query), so the page can be shared and reloaded; "Change details" returns to the forms
 * with everything kept; an API refusal marks the person's field. The API writes the sentences in the
 * page's language (`locale`).
 */
import { MATCH_PERSONS, type MatchPerson } from '../../../shared/vocabulary/match-person';
import { useStore } from '@nanostores/react';
import { useEffect, useState, type FormEvent } from 'react';
import type { NodeType } from '../../../shared/vocabulary/settings';
import { matchingText } from '../../i18n/matching';
import type { LocaleProps } from '../../i18n/locale-props';
import { $ayanamsa, $chartStyle, loadPrefs } from '../../stores/prefs';
import { firstRefusedField, valuesFromBirth, valuesTypedInQuery, type BirthFormErrors, type BirthFormValues } from '../kit/birth-form';
import { useLoad } from '../kit/load';
import { LoadingView } from '../kit/StatusView';
import { replayEarlyPress } from '../early-press';
import { checkPerson, loadMatch, MatchRefusal, noPersonErrors, resolveAndLoadMatch } from './match-load';
import { matchAsksApi, matchToQuery, personQuery, queryToMatch, type MatchRequest } from './match-query';
import MatchForm from './MatchForm';
import MatchResult from './MatchResult';
import { rememberBirth } from '../kit/recent-births';
import { applyLinkedChartStyle } from '../../lib/chart-links';
import '../kundali/forms.css';
import '../kundali/kundali.css';
import './matching.css';

/** What the page was asked to match: a request read from the forms or the URL, or a query the chart API must read first. */
type Asked = { kind: 'request'; request: MatchRequest } | { kind: 'query'; query: string };

/** The page body (see the file comment). */
export default function MatchApp({ locale }: LocaleProps) {
  const t = matchingText[locale];
  const [asked, setAsked] = useState<Asked | null>(null);
  const [values, setValues] = useState<Record<MatchPerson, BirthFormValues>>({
    bride: valuesFromBirth(null),
    groom: valuesFromBirth(null),
  });
  const [errors, setErrors] = useState<Record<MatchPerson, BirthFormErrors>>(noPersonErrors);
  const [formError, setFormError] = useState('');
  const [validity, setValidity] = useState<Record<string, boolean>>({});
  // True once the forms hold what was typed before hydration: a press made before then is replayed (early-press.ts).
  const [ready, setReady] = useState(false);
  const ayanamsa = useStore($ayanamsa);
  // The lunar node the URL asked for (the page has no control for it), kept when the forms are submitted again.
  const [node, setNode] = useState<NodeType | undefined>(undefined);
  const chartStyle = useStore($chartStyle);

  const key = asked && (asked.kind === 'request' ? `${locale}?${matchToQuery(asked.request).toString()}` : `${locale}:${asked.query}`);
  const { state } = useLoad(
    'match',
    key,
    () => (asked!.kind === 'request' ? loadMatch(asked!.request, locale) : resolveAndLoadMatch(new URLSearchParams(asked!.query), locale)),
    MatchRefusal.of,
  );

  useEffect(() => {
    if (state.kind === 'ready') {
      // A query the chart API read first: the URL and the forms now hold what it resolved.
      if (asked?.kind === 'query') {
        const { request } = state.data;
        window.history.replaceState(null, '', `?${matchToQuery(request).toString()}`);
        setValues({ bride: valuesFromBirth(request.bride), groom: valuesFromBirth(request.groom) });
        setNode(request.node);
      }
      window.scrollTo(0, 0);
    } else if (state.kind === 'failed') {
      // Back to the forms as typed, each refusal on its person's field.
      setErrors(state.error.errors);
      setFormError(state.error.summary);
      setAsked(null);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per new state
  }, [state]);

  useEffect(() => {
    loadPrefs();
    applyLinkedChartStyle(window.location.search);
    const params = new URLSearchParams(window.location.search);
    const request = queryToMatch(params);
    if (request) {
      setValues({ bride: valuesFromBirth(request.bride), groom: valuesFromBirth(request.groom) });
      setNode(request.node);
      if (params.get('edit') !== '1') setAsked({ kind: 'request', request });
    } else {
      // Whatever the query has of each birth fills the forms (a link with a place name, or with one person only).
      const given = (person: MatchPerson) => personQuery(params, person);
      if (MATCH_PERSONS.some((person) => ['name', 'date', 'place'].some((key) => given(person).has(key))))
        setValues({ bride: valuesTypedInQuery(given('bride')), groom: valuesTypedInQuery(given('groom')) });
      if (matchAsksApi(params) && params.get('edit') !== '1') setAsked({ kind: 'query', query: params.toString() });
    }
    // A name typed into the server-rendered form before hydration is kept (the date and time fields keep theirs).
    for (const person of MATCH_PERSONS) {
      const typed = (document.getElementById(`${person}-name`) as HTMLInputElement | null)?.value ?? '';
      if (typed !== '') setValues((all) => ({ ...all, [person]: { ...all[person], name: typed } }));
    }
    setReady(true);
    const onPop = () => window.location.reload();
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  // After the render holding what was typed, a press made before hydration is made again.
  useEffect(() => {
    if (ready) replayEarlyPress();
  }, [ready]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = noPersonErrors();
    const births: Partial<MatchRequest> = {};
    for (const person of MATCH_PERSONS) {
      const checked = await checkPerson(
        person,
        values[person],
        validity[`${person}-date`] ?? true,
        validity[`${person}-time`] ?? true,
        locale,
      );
      if ('errors' in checked) next[person] = checked.errors;
      else births[person] = checked.birth;
    }
    setErrors(next);
    if (!births.bride || !births.groom) {
      setFormError(t.fixMarked);
      const person = MATCH_PERSONS.find((p) => firstRefusedField(next[p]));
      const field = person && firstRefusedField(next[person]);
      if (person && field) document.getElementById(`${person}-${field === 'lat' || field === 'lon' ? 'place' : field}`)?.focus();
      return;
    }
    setFormError('');
    // Both are offered on the next birth form (the groom first: the bride, entered first, stays on top).
    rememberBirth(births.groom);
    rememberBirth(births.bride);
    const request: MatchRequest = { bride: births.bride, groom: births.groom, ayanamsa, ...(node ? { node } : {}) };
    window.history.pushState(null, '', `?${matchToQuery(request).toString()}`);
    setAsked({ kind: 'request', request });
  };

  if (asked && state.kind === 'ready')
    return (
      <MatchResult
        shown={state.data}
        locale={locale}
        chartStyle={chartStyle}
        onChangeDetails={() => {
          window.history.pushState(null, '', `?${matchToQuery(state.data.request).toString()}&edit=1`);
          setAsked(null);
        }}
      />
    );
  if (asked && state.kind !== 'failed') return <LoadingView text={t.loading} />;
  return (
    <MatchForm
      locale={locale}
      values={values}
      errors={errors}
      formError={formError}
      onPatch={(person, patch) => setValues((all) => ({ ...all, [person]: { ...all[person], ...patch } }))}
      onValidity={(person, field, valid) => setValidity((all) => ({ ...all, [`${person}-${field}`]: valid }))}
      onSubmit={(event) => void submit(event)}
    />
  );
}
