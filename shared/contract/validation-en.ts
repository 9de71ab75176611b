/**
 * The English text of every validation message the shared schemas give, by key: the one source the
 * schemas, the API's 400 answers and (later) each language's translation file start from. `{{name}}`
 * marks a value filled in when the message is made. The texts are the specification's, used exactly.
 */
// The registration's checks only the server can make (taken, unknown code) are here too: the form
// shows them at their fields like the schema's own.
export const VALIDATION_EN = {
  'validation.required': 'This field is required.',
  'validation.text.tooLong': 'At most {{max}} characters.',
  'validation.text.unsafe': 'Remove control or text-direction characters.',
  'validation.email.invalid': 'Please enter a valid email address.',
  'validation.email.tooLong': 'An email address can be at most {{max}} characters.',
  'validation.email.localTooLong': 'The part before @ can be at most {{max}} characters.',
  'validation.password.tooShort': 'Password must be at least {{min}} characters.',
  'validation.password.tooCommon':
    'Password is too common or easy to guess. Use a longer passphrase that is not a known password, your name or your email.',
  'validation.password.currentRequired': 'Enter your current password to change your email or password.',
  'validation.password.currentWrong': 'Your current password is not correct.',
  'validation.userName.characters': 'Use letters, digits, dots, dashes or underscores only.',
  'validation.login.userNameOrEmail': 'Give your user name or email address.',
  'validation.mobile.tooShort': 'Mobile number must be at least {{digits}} digits.',
  'validation.mobile.tooLong': 'Mobile number cannot exceed {{digits}} digits.',
  'validation.mobile.notDigits': 'Mobile number must contain only digits.',
  'validation.aadhar.tooShort': 'Aadhar number must be at least {{digits}} digits.',
  'validation.aadhar.tooLong': 'Aadhar number cannot exceed {{digits}} digits.',
  'validation.aadhar.notDigits': 'Aadhar number must contain only digits.',
  'validation.aadhar.invalid': 'Enter a valid Aadhar number.',
  'validation.pan.format': 'PAN must look like ABCPE1234F.',
  'validation.pan.holderType': 'The fourth letter of a PAN must be one of P, C, H, F, A, T, B, L, J or G.',
  'validation.pinCode.format': 'Pin code must be {{digits}} digits.',
  'validation.state.supported': 'Choose one of the supported states.',
  'validation.dob.invalid': 'Enter a real date of birth.',
  'validation.dob.minAge': 'You must be at least {{min}} years old.',
  'validation.terms.accept': 'Accept the BDE partner terms and the privacy notice to register.',
  'validation.phone.invalid': 'Please enter a valid phone number.',
  'validation.passwordReset.badLink': 'This reset link has expired or was already used. Ask for a new one.',
  'validation.newsletter.badConfirmLink':
    'This confirmation link has expired or was already used. Subscribe again to get a new one.',
  'validation.newsletter.badUnsubscribeLink':
    'This unsubscribe link is not valid, or the address has already left the list.',
  'validation.registration.userNameTaken': 'This user name is already taken.',
  'validation.registration.emailTaken': 'This email is already registered.',
  'validation.registration.aadharTaken': 'This Aadhaar number is already registered.',
  'validation.registration.panTaken': 'This PAN is already registered.',
  'validation.registration.unknownReferral':
    'No BDE has this code. Check it with the person who referred you.',
  'validation.registration.districtNotInState': 'Choose a district of {{state}}.',
  'validation.registration.fileTooLarge': 'A document is larger than {{size}}.',
  'validation.registration.fileWrongType': 'Documents must be PDF, PNG or JPEG files.',
} as const;

export type ValidationKey = keyof typeof VALIDATION_EN;
