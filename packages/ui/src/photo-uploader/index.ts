export { PhotoUploader } from './photo-uploader.js';
export type { PhotoUploaderProps, PhotoUploadFn, UploadedPhoto } from './photo-uploader.js';
export {
  DEFAULT_PHOTO_LIMITS,
  checkDimensions,
  checkFile,
  planBatch,
  type PhotoError,
  type PhotoErrorCode,
  type PhotoLimits,
} from './checks.js';
