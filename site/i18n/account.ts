/**
 * The account islands' words: the sign-in, sign-up, forgot/reset password and contact forms, and
 * My charts. Field problems are worded in field-problems.ts; the API's refusals without a field
 * (network, too many attempts, storage down) are worded here by their HTTP status.
 */
import type { Locale } from '../../shared/i18n/locale';
import { defineMessages } from './catalogue';
import { accountClientText } from './account-client';
import { isFieldProblemCode, type FieldProblemParams } from '../../shared/contracts/field-problem';
import { wordProblem } from './field-problems';

export const accountText = defineMessages(
  {
    // Form labels
    email: 'Email',
    password: 'Password',
    fullName: 'Full name',
    name: 'Name',
    message: 'Message',
    newPassword: 'New password',
    atLeast: (min: number) => `At least ${min} characters.`,
    rememberMe: 'Remember me',
    pleaseWait: 'Please wait…',
    submit: {
      login: 'Sign In',
      signup: 'Create Account',
      contact: 'Send Message',
      'forgot-password': 'Send Reset Link',
      'reset-password': 'Set New Password',
    },
    planMessage: (plan: string) => `I am interested in the ${plan} plan. Please let me know when it launches.`,
    signedIn: 'Signed in. Opening your charts…',
    done: 'Done.',
    signIn: 'Sign in',
    // Answers of the API worded per language (English pages show the API's own English)
    forgotSent: 'If an account uses that address, a reset link is on its way. It works once, for a short time.',
    signupSent: 'Check your email: we sent a link to finish creating your account. It works once, for a short time.',
    confirmingSignup: 'Confirming your address…',
    passwordChanged: 'Your password was changed. Sign in with the new one.',
    contactThanks: (name: string, email: string) =>
      `Thank you, ${name}. Your message reached our team; we reply to ${email}, usually within two working days.`,
    // Refusals without a field
    tooManyAttempts: (seconds: number | undefined) =>
      seconds ? `Too many attempts. Try again in ${seconds} seconds.` : 'Too many attempts. Try again shortly.',
    signInFirst: 'Sign in to use this.',
    unavailable: 'Accounts and saved charts are not available right now; please try again shortly.',
    // My charts
    loadingCharts: 'Loading your charts…',
    signInToSee: 'Sign in to see the charts saved in your account, on any device.',
    createAccount: 'Create an account',
    waitingSignedOut: (n: number) =>
      `${n} chart${n === 1 ? ' is' : 's are'} saved in this browser; after you sign in you can move ${n === 1 ? 'it' : 'them'} into your account.`,
    signedInAs: 'Signed in as',
    waitingSignedIn: (n: number, names: string) =>
      `${n} chart${n === 1 ? ' was' : 's were'} saved in this browser before you signed in: ${names}.`,
    moveIn: 'Move into my account',
    moved: (n: number) => `Moved ${n} chart${n === 1 ? '' : 's'} into your account.`,
    notMoved: (n: number) => `${n} chart(s) could not be moved; they stay in this browser.`,
    savedCharts: (n: number) => `Saved charts (${n})`,
    listOffline: 'You are offline: these are your charts as this browser last loaded them. Changes need the connection.',
    noChartsYet: 'No charts yet.',
    makeChart: 'Make a chart',
    andChoose: 'and choose "Save this chart".',
    yourAccount: 'Your account',
    downloadData: 'Download all my data (JSON)',
    confirmDeleteAccount: 'Yes, delete my account and all its charts and chats',
    keepAccount: 'Keep my account',
    deleteAccount: 'Delete my account',
    // One saved chart
    at: (time: string) => ` at ${time}`,
    timeUnknown: ' · time unknown',
    openKundali: 'Open Kundali',
    ofPerson: (name: string) => ` of ${name}`,
    edit: 'Edit',
    editPerson: (name: string) => `Edit ${name}`,
    confirmDelete: (name: string) => `Yes, delete ${name}`,
    keep: 'Keep',
    delete: 'Delete',
    relation: 'Relation',
    saveChanges: 'Save changes',
    changedElsewhere: (name: string) => `${name} was changed elsewhere (another tab or device) since this page loaded.`,
    reloadLatest: 'Show the latest version',
    overwriteWithMine: 'Save mine over it',
    deleteAnyway: 'Delete it anyway',
    cancel: 'Cancel',
  },
  {
    hi: {
      email: 'ईमेल',
      password: 'पासवर्ड',
      fullName: 'पूरा नाम',
      name: 'नाम',
      message: 'संदेश',
      newPassword: 'नया पासवर्ड',
      atLeast: (min: number) => `कम से कम ${min} अक्षर।`,
      rememberMe: 'मुझे याद रखें',
      pleaseWait: 'कृपया प्रतीक्षा करें…',
      submit: {
        login: 'साइन इन करें',
        signup: 'खाता बनाएँ',
        contact: 'संदेश भेजें',
        'forgot-password': 'पासवर्ड बदलने की लिंक भेजें',
        'reset-password': 'नया पासवर्ड रखें',
      },
      planMessage: (plan: string) => `मेरी रुचि ${plan} योजना में है। कृपया इसके शुरू होने पर मुझे बताएँ।`,
      signedIn: 'साइन इन हो गया। आपकी कुंडलियाँ खुल रही हैं…',
      done: 'हो गया।',
      signIn: 'साइन इन करें',
      forgotSent: 'यदि कोई खाता इस पते से बना है, तो पासवर्ड बदलने की लिंक भेज दी गई है। वह एक बार, थोड़े समय के लिए काम करती है।',
      signupSent: 'अपना ईमेल देखें: खाता बनाने का काम पूरा करने के लिए हमने एक लिंक भेजी है। वह एक बार, थोड़े समय के लिए काम करती है।',
      confirmingSignup: 'आपके पते की पुष्टि हो रही है…',
      passwordChanged: 'आपका पासवर्ड बदल गया है। नए पासवर्ड से साइन इन करें।',
      contactThanks: (name: string, email: string) =>
        `धन्यवाद, ${name}। आपका संदेश हमारी टीम तक पहुँच गया है; हम ${email} पर, सामान्यतः दो कार्य-दिवसों में उत्तर देंगे।`,
      tooManyAttempts: (seconds: number | undefined) =>
        seconds ? `बहुत अधिक प्रयास हुए। ${seconds} सेकंड बाद फिर से प्रयास करें।` : 'बहुत अधिक प्रयास हुए। थोड़ी देर बाद फिर से प्रयास करें।',
      signInFirst: 'इसके लिए साइन इन करें।',
      unavailable: 'खाते और सहेजी गई कुंडलियाँ अभी उपलब्ध नहीं हैं; कृपया थोड़ी देर बाद प्रयास करें।',
      loadingCharts: 'आपकी कुंडलियाँ लोड हो रही हैं…',
      signInToSee: 'अपने खाते में सहेजी गई कुंडलियाँ किसी भी डिवाइस पर देखने के लिए साइन इन करें।',
      createAccount: 'खाता बनाएँ',
      waitingSignedOut: (n: number) => `${n} कुंडली इस ब्राउज़र में सहेजी गई है; साइन इन के बाद आप उन्हें अपने खाते में ले जा सकते हैं।`,
      signedInAs: 'साइन इन:',
      waitingSignedIn: (n: number, names: string) => `साइन इन से पहले ${n} कुंडली इस ब्राउज़र में सहेजी गई थीं: ${names}।`,
      moveIn: 'मेरे खाते में ले जाएँ',
      moved: (n: number) => `${n} कुंडली आपके खाते में ले जाई गईं।`,
      notMoved: (n: number) => `${n} कुंडली नहीं ले जाई जा सकीं; वे इसी ब्राउज़र में रहेंगी।`,
      savedCharts: (n: number) => `सहेजी गई कुंडलियाँ (${n})`,
      listOffline: 'आप ऑफ़लाइन हैं: ये आपकी कुंडलियाँ हैं, जैसी इस ब्राउज़र ने पिछली बार देखी थीं। बदलाव के लिए कनेक्शन चाहिए।',
      noChartsYet: 'अभी कोई कुंडली नहीं है।',
      makeChart: 'कुंडली बनाएँ',
      andChoose: 'और "यह कुंडली सहेजें" चुनें।',
      yourAccount: 'आपका खाता',
      downloadData: 'मेरा सारा डेटा डाउनलोड करें (JSON)',
      confirmDeleteAccount: 'हाँ, मेरा खाता और उसकी सभी कुंडलियाँ और बातचीत हटा दें',
      keepAccount: 'मेरा खाता रखें',
      deleteAccount: 'मेरा खाता हटाएँ',
      at: (time: string) => `, ${time} बजे`,
      timeUnknown: ' · समय अज्ञात',
      openKundali: 'कुंडली खोलें',
      ofPerson: (name: string) => ` (${name})`,
      edit: 'बदलें',
      editPerson: (name: string) => `${name} का विवरण बदलें`,
      confirmDelete: (name: string) => `हाँ, ${name} को हटाएँ`,
      keep: 'रखें',
      delete: 'हटाएँ',
      relation: 'संबंध',
      saveChanges: 'बदलाव सहेजें',
      changedElsewhere: (name: string) => `यह पृष्ठ खुलने के बाद ${name} को कहीं और (किसी दूसरे टैब या डिवाइस पर) बदला गया।`,
      reloadLatest: 'नया संस्करण दिखाएँ',
      overwriteWithMine: 'उसकी जगह मेरा सहेजें',
      deleteAnyway: 'फिर भी हटाएँ',
      cancel: 'रद्द करें',
    },
  },
  'accountText',
);

/** A refusal the API gave without a field (or for a field the form does not show), in `locale`. */
export function refusalText(
  locale: Locale,
  refusal: {
    status: number;
    message: string;
    field?: string | null;
    code?: string | undefined;
    params?: FieldProblemParams | undefined;
    retryAfterSeconds?: number | undefined;
  },
): string {
  // English pages show the API's own English, which can say more (the seconds to wait, the reason).
  if (locale === 'en' && refusal.status !== 0) return refusal.message;
  const t = accountText[locale];
  // A coded refusal of a field no form shows ("charts": this account keeps the most charts allowed).
  if (isFieldProblemCode(refusal.code)) return wordProblem(locale, { code: refusal.code, params: refusal.params }, refusal.field ?? '');
  if (refusal.status === 0) return accountClientText[locale].unreachable;
  if (refusal.status === 429) return t.tooManyAttempts(refusal.retryAfterSeconds);
  if (refusal.status === 401) return t.signInFirst;
  if (refusal.status === 503) return t.unavailable;
  return accountClientText[locale].serverAnswered(refusal.status);
}

/**
 * A refusal of one field, worded for display beside it: on English pages the API's own English
 * (without its `field: ` prefix; it can say more, e.g. which day does not exist), elsewhere the
 * problem's code worded in the page's language with the form's `label` for the field.
 */
export function refusalBesideField(
  locale: Locale,
  refusal: { message: string; code?: string | undefined; params?: FieldProblemParams | undefined },
  label: string,
): string {
  return locale === 'en' ? messageForField(refusal.message) : wordProblem(locale, { code: refusal.code, params: refusal.params }, label);
}

/** A refusal's message without its `field: ` prefix, for display beside that field. */
export function messageForField(message: string): string {
  const text = message.replace(/^[A-Za-z.]+: /, '');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
