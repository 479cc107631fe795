/** A birth form filled in as a visitor would (site/islands/kit/birth-form.ts `BirthFormValues`), for the form's tests. */
import type { BirthFormValues } from '../../site/islands/kit/birth-form';

export const FILLED_BIRTH_FORM: BirthFormValues = {
  name: ' Meera ',
  birthDate: '1975-10-02',
  timeOfBirth: '06:05',
  placeName: 'Chennai, India',
  lat: '13.0878',
  lon: '80.2785',
  zone: 'Asia/Kolkata',
};
