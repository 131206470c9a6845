// Namespace `validation`: the general field messages of @cloud-portal/domain/validation (SPEC §5
// texts word for word). Messages of one area live in that area (`dns:validation.*`, ...).
export default {
  required: 'This is a required field.',
  requiredMin: 'This is a required field and must be at least {{min}} characters.',
  maxLength: 'Must be at most {{max}} characters long.',
  alphabetic: 'This field has to contain only alphabetic characters.',
  phone: 'Enter the number starting with + and the country code, for example +44 20 7946 0958.',
  phoneLength: 'A phone number has {{min}} to {{max}} digits, including the country code.',
  nameTaken: 'Name is already taken',
  nameForbidden: "Can't use this name",
} as const;
