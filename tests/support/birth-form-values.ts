/** A birth form filled in as a visitor would (site/islands/kundali/BirthChartForm.tsx `BirthFormValues`), for the form's tests. */
import type { BirthFormValues } from '../../site/islands/kundali/BirthChartForm';

export const FILLED_BIRTH_FORM: BirthFormValues = {
  name: ' Meera ',
  birthDate: '1975-10-02',
  timeOfBirth: '06:05',
  placeName: 'Chennai, India',
  lat: '13.0878',
  lon: '80.2785',
  zone: 'Asia/Kolkata',
};
