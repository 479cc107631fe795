/**
 * A saved chart's edit form: the name and the birth with the birth fields every form uses
 * (kit/BirthFields: dd/mm/yyyy, h:mm am/pm, the address picker), plus the relation. The chart's
 * coordinates and zone are kept unless another place is chosen, which brings its own
 * (saved-birth-edit.ts). A refusal of the API is shown beside the field it names.
 */
import { useId, useState } from 'react';
import type { SavedChart } from '../../../shared/contracts/account';
import type { Locale } from '../../../shared/i18n/locale';
import { accountCall } from '../../lib/account-api';
import { accountText, refusalBesideField, refusalText } from '../../i18n/account';
import { kundaliText } from '../../i18n/kundali';
import BirthFields from '../kit/BirthFields';
import { FieldError, fieldErrorProps } from '../kit/FieldError';
import { API_FIELD_TO_FORM, firstRefusedField, loadBirthFieldChecks, validateBirthForm, type BirthFormErrors } from '../kit/birth-form';
import { editedBirth, samePlace, valuesOfSaved } from './saved-birth-edit';
import { ConflictNotice } from './ConflictNotice';
import '../kundali/forms.css';

/** The label a refused birth field is worded with (the form's own labels). */
function birthLabel(locale: Locale, field: keyof BirthFormErrors): string {
  const t = kundaliText[locale];
  const labels: Record<keyof BirthFormErrors, string> = {
    name: accountText[locale].name,
    date: t.dateOfBirth,
    time: t.timeOfBirth,
    place: t.placeOfBirth,
    lat: t.latitude,
    lon: t.longitude,
    form: '',
  };
  return labels[field];
}

export interface SavedChartEditProps {
  chart: SavedChart;
  locale: Locale;
  onSaved(chart: SavedChart): void;
  onCancel(): void;
  /** A refusal that names no field of this form. */
  onProblem(message: string): void;
}

/** See the module comment. */
export default function SavedChartEdit({ chart, locale, onSaved, onCancel, onProblem }: SavedChartEditProps) {
  const t = accountText[locale];
  const id = useId();
  const [values, setValues] = useState(() => valuesOfSaved({ ...chart.birth, name: chart.name }));
  const [relation, setRelation] = useState(chart.relation);
  const [validity, setValidity] = useState({ date: true, time: true });
  const [errors, setErrors] = useState<BirthFormErrors & { relation?: string }>({});
  // The chart as stored when this edit was refused because it changed elsewhere (412).
  const [conflict, setConflict] = useState<SavedChart | null>(null);

  async function save(event: { preventDefault(): void }, etag = chart.etag) {
    event.preventDefault();
    setConflict(null);
    const checked = await validateBirthForm(values, validity.date, validity.time, locale);
    const found: BirthFormErrors = 'errors' in checked ? { ...checked.errors } : {};
    // A chart saved by place name only (no coordinates) is still looked up by that name when the place stays.
    if (samePlace(chart.birth, values) && !chart.birth.lat) {
      delete found.lat;
      delete found.lon;
    }
    setErrors(found);
    const first = firstRefusedField(found);
    if (first) return document.getElementById(`${id}-${first === 'lat' || first === 'lon' ? 'place' : first}`)?.focus();
    const result = await accountCall<{ chart: SavedChart }>(
      'PUT',
      `charts/${chart.id}`,
      { name: values.name.trim(), relation, birth: editedBirth(chart.birth, values) },
      etag ? { 'if-match': etag } : {},
    );
    if (result.ok) return onSaved(result.data.chart);
    if (result.status === 412 && result.body?.chart) return setConflict(result.body.chart as SavedChart);
    const apiField = (result.field ?? '').replace(/^birth\./, '');
    const field = apiField === 'relation' ? 'relation' : API_FIELD_TO_FORM[apiField];
    if (!field || field === 'form') return onProblem(refusalText(locale, result));
    const label = field === 'relation' ? t.relation : birthLabel(locale, field);
    setErrors({ [field]: refusalBesideField(locale, { ...result, message: result.message.replace(/^birth\./, '') }, label) });
  }

  return (
    <form
      className="form saved-chart__form"
      noValidate
      onSubmit={(event) => void save(event)}
      onFocus={() => void loadBirthFieldChecks().catch(() => undefined)}
      aria-label={t.editPerson(chart.name)}
    >
      <BirthFields
        idPrefix={id}
        values={values}
        onPatch={(patch) => setValues((now) => ({ ...now, ...patch }))}
        errors={errors}
        onValidity={(field, valid) => setValidity((all) => ({ ...all, [field]: valid }))}
        locale={locale}
        labels={{ name: t.name }}
        nameAutoComplete="off"
        coordinatesFromPlace
      />
      <div className="field">
        <label htmlFor={`${id}-relation`}>{t.relation}</label>
        <input
          id={`${id}-relation`}
          type="text"
          value={relation}
          onChange={(event) => setRelation(event.target.value)}
          {...fieldErrorProps(`${id}-relation`, errors.relation)}
        />
        <FieldError id={`${id}-relation`} error={errors.relation} />
      </div>
      <div className="saved-chart__actions">
        <button type="submit" className="button-primary">
          {t.saveChanges}
        </button>
        <button type="button" className="button-secondary" onClick={onCancel}>
          {t.cancel}
        </button>
      </div>
      {conflict && (
        <ConflictNotice
          locale={locale}
          name={conflict.name}
          action="save"
          onReload={() => onSaved(conflict)}
          onOverwrite={() => void save({ preventDefault() {} }, conflict.etag)}
        />
      )}
    </form>
  );
}
