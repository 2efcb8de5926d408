export { FieldFrame, type ControlProps, type FieldFrameProps } from './Field.tsx';
export { useForm, useFormWith, type Draft, type FieldBinding, type FieldErrors, type FormApi, type FormValues, type UseFormOptions } from './useForm.ts';
export { Form, SubmitButton, type FormProps, type SubmitButtonProps } from './Form.tsx';
export { TextField, type FieldProps, type TextFieldProps } from './TextField.tsx';
export { PasswordField, type PasswordFieldProps } from './PasswordField.tsx';
export { NumberField, type NumberFieldProps } from './NumberField.tsx';
export { TextAreaField, type TextAreaFieldProps } from './TextAreaField.tsx';
export { CheckboxField, type CheckboxFieldProps } from './CheckboxField.tsx';
export { RadioGroupField, type ChoiceOption, type RadioGroupFieldProps } from './RadioGroupField.tsx';
export { SelectField, type SelectFieldProps, type SelectOption } from './SelectField.tsx';
export { DateTimeField, type DateTimeFieldProps } from './DateTimeField.tsx';
export { FileField, type FileFieldProps } from './FileField.tsx';
export { fileProblem, isAccepted, type FileValue } from './file.ts';
export { useSteppedForm, type FormStep, type SteppedFormApi, type SteppedMode, type UseSteppedFormOptions } from './useSteppedForm.ts';
export { SteppedForm, type SteppedFormProps } from './SteppedForm.tsx';
export { FORM_TEXTS, formatBytes } from './texts.ts';
// TagsField is imported from its own file: only side panel forms use it, and through this index it
// would travel with every form's code (the sign-in and settings pages load that).
