// Part of the intake namespace (app/locales/intake.ts, which assembles it): its form fields copy (its Spanish: the same path under app/locales/es/).

export const en = {
  errors: {
    nameRequired: 'Name is required',
    nameTooLong: 'Name must be less than 100 characters',
    fullNameRequired: 'Full name is required',
    companyNameRequired: 'Company name is required',
    companyNameTooLong: 'Company name must be less than 100 characters',
    companyRequired: 'Company is required',
    agreementRequired: 'Please specify the agreement needed',
    agreementTooLong: 'Agreement description must be less than 200 characters',
    messageRequired: 'Message is required',
    contactMessageTooLong: 'Message must be less than 5000 characters',
    interestMessageTooLong: 'Message must be less than 2000 characters',
  },
  notices: {
    contactMissing: { title: 'Missing Information', description: 'Please fill in all required fields.' },
    contactFailed: { title: 'Submission Failed', description: 'Please try again or contact us directly.' },
    contactSent: { title: 'Message Sent!', description: "Thank you for your message. We'll get back to you within 24 hours." },
    informationSubmitted: { title: 'Success!', description: 'Your information has been submitted. Please select a time below.' },
    informationFailed: { title: 'Error', description: 'There was a problem submitting your information. Please try again.' },
    applicationSubmitted: { title: 'Success!', description: 'Your application has been submitted. Please select a time below.' },
    applicationFailed: { title: 'Error', description: 'There was a problem submitting your application. Please try again.' },
    requestSubmitted: { title: 'Success!', description: 'Your request has been submitted. Please select a time below.' },
    requestFailed: { title: 'Error', description: 'There was a problem submitting your request. Please try again.' },
    interestFailed: { title: 'Error', description: 'There was a problem submitting your interest. Please try again.' },
    interestSubmitted: {
      title: 'Interest Submitted!',
      description: "Thank you for your interest. We'll be in touch soon to discuss your needs.",
    },
  },
  rateLimited: {
    message: 'You have sent several forms in a short time. Please wait {{wait}} and try again. Your details are still here.',
    minutes: '{{n}} minutes',
    seconds: '{{n}} seconds',
  },
  fields: {
    name: 'Name',
    email: 'Email',
    fullName: 'Full name',
    companyName: 'Company name',
    company: 'Company',
    phone: 'Phone',
    agreementNeeded: 'Agreement Needed',
    messageOptional: 'Message (optional)',
  },
  submitting: 'Submitting...',
  received: 'Received',
  scheduling: {
    heading: 'Select a Time',
    placeholder:
      'Our online scheduling calendar will appear here. Until it is in place, we will email you within one business day to arrange a time that suits you.',
    linkText: 'Our calendar opens on the scheduling service’s own page. Pick the time that suits you there.',
    openLink: 'Open the scheduling page',
    iframeTitle: 'Choose a time for your consultation',
  },
}
