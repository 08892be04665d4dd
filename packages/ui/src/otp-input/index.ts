export { OtpInput, OTP_INPUT_LENGTH } from './otp-input.js';
export type { OtpInputProps } from './otp-input.js';
export { formatCountdown, secondsUntil } from './countdown.js';
