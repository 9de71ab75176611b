/**
 * Every field message of the forms people see in the six languages, by key, in English: the texts the
 * schemas and the API give (the specification's, used exactly), `{{name}}` where a value is filled in.
 * The schemas keep their plain English strings and never import this map, so an English page carries
 * none of it; `messageKeyOf` (validation-message.ts) finds a message's key from its text, for the
 * API's `keys` and for a page in another language (shared/forms/use-message-text.ts).
 * validation-en.test.ts checks that every message the schemas can give has exactly one entry here.
 * The back office stays English: its schemas have no keys.
 */
export const VALIDATION_EN = {
  'validation.required': 'This field is required.',
  'validation.text.tooLong': 'At most {{max}} characters.',
  'validation.text.unsafe': 'Remove control or text-direction characters.',
  'validation.email.invalid': 'Please enter a valid email address.',
  'validation.email.tooLong': 'An email address can be at most {{max}} characters.',
  'validation.email.localTooLong': 'The part before @ can be at most {{max}} characters.',
  'validation.phone.invalid': 'Please enter a valid phone number.',
  'validation.date.calendar': 'Must be a date (YYYY-MM-DD).',
  'validation.date.timestamp': 'Must be a date and time.',

  'validation.password.tooShort': 'Password must be at least {{min}} characters.',
  'validation.password.tooCommon':
    'Password is too common or easy to guess. Use a longer passphrase that is not a known password, your name or your email.',
  'validation.password.currentRequired': 'Enter your current password to change your email or password.',
  'validation.password.currentMissing': 'Enter your current password.',
  'validation.password.currentWrong': 'Your current password is not correct.',
  'validation.password.confirmDiffers': 'The two passwords are not the same.',
  'validation.password.deleteWrong': 'That is not your password. Your account has not been deleted.',
  'validation.passwordReset.badLink': 'This reset link has expired or was already used. Ask for a new one.',
  'validation.login.userNameOrEmail': 'Give your user name or email address.',
  'validation.signUp.emailTaken': 'This email is already registered. Please use another one.',

  'validation.newsletter.alreadySubscribed': 'This email is already subscribed.',
  'validation.newsletter.badConfirmLink':
    'This confirmation link has expired or was already used. Subscribe again to get a new one.',
  'validation.newsletter.badUnsubscribeLink':
    'This unsubscribe link is not valid, or the address has already left the list.',

  'validation.userName.characters': 'Use letters, digits, dots, dashes or underscores only.',
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
  'validation.language.supported': 'Choose one of the listed languages.',
  'validation.dob.invalid': 'Enter a real date of birth.',
  'validation.dob.minAge': 'You must be at least {{min}} years old.',
  'validation.terms.accept': 'Accept the BDE partner terms and the privacy notice to register.',
  'validation.aadharCopy.tooLarge': 'The Aadhaar copy must be at most 2 MB.',
  'validation.aadharCopy.wrongType': 'The Aadhaar copy must be a PDF, PNG or JPEG file.',
  'validation.aadharCopy.empty': 'The Aadhaar copy is an empty file.',
  'validation.panCopy.tooLarge': 'The PAN copy must be at most 2 MB.',
  'validation.panCopy.wrongType': 'The PAN copy must be a PDF, PNG or JPEG file.',
  'validation.panCopy.empty': 'The PAN copy is an empty file.',
  // Checks only the server can make; the form shows them at their fields like the schema's own.
  'validation.registration.userNameTaken': 'This user name is already taken.',
  'validation.registration.emailTaken': 'This email is already registered.',
  'validation.registration.aadharTaken': 'This Aadhaar number is already registered.',
  'validation.registration.panTaken': 'This PAN is already registered.',
  'validation.registration.unknownReferral':
    'No BDE has this code. Check it with the person who referred you.',
  'validation.registration.districtNotInState': 'Choose a district of {{state}}.',

  'validation.application.consent': 'Agree to the privacy notice to send your application.',
  'validation.application.link': 'Enter a web address starting with http:// or https://.',
  'validation.application.experience': 'Enter your years of experience as a whole number.',
  'validation.application.tooMuchExperience': 'Enter at most 50 years.',
  'validation.application.unknownKey':
    'This link does not lead to an application. It may have expired or been withdrawn. Ask below for your link to be sent again.',
  'validation.resume.required': 'Choose your résumé: a PDF or a Word (.docx) file.',
  'validation.resume.empty': 'This file is empty. Choose your résumé again.',
  'validation.resume.tooLarge': 'Your résumé must be at most 5 MB.',
  'validation.resume.oneFile': 'Send one résumé only.',
  'validation.resume.wrongType': 'Your résumé must be a PDF or a Word (.docx) document.',
  'validation.resume.pdfActive':
    'This PDF contains scripts, actions or attached files, which we do not accept. Save it as a plain PDF (for example with “Print to PDF”) and send that.',
  'validation.resume.pdfUnreadable':
    'We could not check this PDF: it is damaged, encrypted or encoded in a way we do not read. Save it again as a plain PDF and send that.',
  'validation.resume.pdfExtra':
    'This PDF has other data joined to it, which we do not accept. Save it again as a plain PDF and send that.',
  'validation.resume.docxMacros':
    'This document contains macros or embedded programs, which we do not accept. Save it as a plain Word document (.docx) and send that.',
  'validation.resume.docxInvalid':
    'This is not a Word document we can read. Save it as a Word document (.docx) or a PDF and send that.',
  'validation.resume.docxExternal':
    'This document links to files outside it or has fields that run commands, which we do not accept. Save it as a plain Word document (.docx), or as a PDF, and send that.',

  'validation.clientInfo.unknownService': 'Unknown service.',
  'validation.bank.accountNumber': 'An account number is 9 to 18 digits.',
  'validation.bank.confirmAccountNumber': 'The two account numbers are not the same.',
  'validation.bank.ifsc':
    'An IFSC is 11 characters: four letters, a zero, then six letters or digits (like SBIN0001234).',
  'validation.emailChoices.kind': 'Choose from the listed kinds.',
  'validation.followUp.chooseAction': 'Choose done or a new date.',
  'validation.followUp.leadNotFound': 'You have no lead with this number.',
  'validation.followUp.nextDateRequired': 'Choose the next date.',
  'validation.followUp.nextDateNotPast': 'The next date cannot be in the past.',
  'validation.followUp.noteRequired': 'Say what happened.',
  'validation.inbox.upTo': 'Give the id of the newest item read.',
} as const;

export type ValidationKey = keyof typeof VALIDATION_EN;
