/** A form field's element id: the form's name and the field's, so errors can point at it. */
export const fieldId = (form: string, field: string) => `${form}-${field}`;

/** After a refused submit the first field with an error takes the focus (a keyboard user lands on it). */
export const focusFirstError = (
  form: string,
  fields: ReadonlyArray<string>,
  errors: Readonly<Record<string, string>>,
) => {
  const first = fields.find((f) => errors[f] !== undefined);
  if (first) document.getElementById(fieldId(form, first))?.focus();
};
