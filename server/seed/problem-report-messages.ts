import type { MessageBundle } from "../../domain/tenant/config";

/** "Problem melden" (issue 19 #1). Spread into both bundles of ./messages; the same keys in both. */
export const germanProblemReportMessages: MessageBundle = {
  "problemReport.open": "Problem melden",
  "problemReport.title": "Problem melden",
  "problemReport.intro":
    "Beschreiben Sie kurz, was passiert ist. Mit Ihrer Meldung senden wir einen Verlauf Ihrer Schritte im Shop mit – ohne Passwörter, Zahlungsdaten und persönliche Angaben.",
  "problemReport.description": "Was ist passiert?",
  "problemReport.email": "E-Mail für Rückfragen",
  "problemReport.optional": "optional",
  "problemReport.emailHint": "Nur wenn wir Sie zu dieser Meldung kontaktieren dürfen.",
  "problemReport.submit": "Meldung senden",
  "problemReport.sending": "Wird gesendet …",
  "problemReport.cancel": "Abbrechen",
  "problemReport.close": "Schließen",
  "problemReport.sent": "Vielen Dank! Ihre Meldung ist bei uns angekommen.",
  "problemReport.reference": "Ihre Referenznummer:",
  "problemReport.failed":
    "Die Meldung konnte nicht gesendet werden. Bitte versuchen Sie es später noch einmal.",
  "problemReport.error.descriptionRequired": "Bitte beschreiben Sie, was passiert ist.",
  "problemReport.error.descriptionTooLong": "Bitte fassen Sie sich kürzer (höchstens {max} Zeichen).",
  "problemReport.error.emailInvalid": "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
};

export const englishProblemReportMessages: MessageBundle = {
  "problemReport.open": "Report a problem",
  "problemReport.title": "Report a problem",
  "problemReport.intro":
    "Tell us briefly what happened. Your report includes a record of your steps in the shop – without passwords, payment data or personal details.",
  "problemReport.description": "What happened?",
  "problemReport.email": "E-mail for questions",
  "problemReport.optional": "optional",
  "problemReport.emailHint": "Only if we may contact you about this report.",
  "problemReport.submit": "Send report",
  "problemReport.sending": "Sending …",
  "problemReport.cancel": "Cancel",
  "problemReport.close": "Close",
  "problemReport.sent": "Thank you! Your report has reached us.",
  "problemReport.reference": "Your reference number:",
  "problemReport.failed": "The report could not be sent. Please try again later.",
  "problemReport.error.descriptionRequired": "Please describe what happened.",
  "problemReport.error.descriptionTooLong": "Please keep it shorter (at most {max} characters).",
  "problemReport.error.emailInvalid": "Please enter a valid e-mail address.",
};
