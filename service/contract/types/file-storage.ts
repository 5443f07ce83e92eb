/**
 * File storage (assets): upload/start → PUT the bytes to upload.url → upload/complete; sign-urls.
 */

/** upload/start body (FileUploadStart). */
export interface FileUploadStart {
  file_name: string;
  content_type: string;
  size: number;
  tags?: string[];
  params?: Record<string, unknown>;
}

export interface FileUpload {
  /** Seconds the upload url stays valid. */
  expiry: number;
  /** Where to PUT the bytes (Content-Type as declared); authorised by its one-time token. */
  url: string;
}

/** upload/start reply (FileUpload); upload/complete takes it back without `tags`. */
export interface FileUploadResponse {
  file_name: string;
  file_path: string;
  content_type: string;
  method?: string;
  namespace: string;
  operation: string;
  size: number;
  upload: FileUpload;
  tags?: string[];
}

export interface FileCdn {
  url: string;
  absolute_url: string;
  relative_url: string;
}

/** upload/complete reply (FileUploadComplete). */
export interface FileUploadComplete {
  _id: string;
  file_name: string;
  file_path: string;
  content_type: string;
  namespace: string;
  operation: string;
  company_id: number;
  size: number;
  upload: FileUpload;
  cdn: FileCdn;
  success: boolean;
  tags?: string[];
  created_on: string;
  modified_on: string;
}

export interface SignUrlRequest {
  /** Seconds (the storefront asks for 300). */
  expiry: number;
  urls: string[];
}

export interface SignUrlResponse {
  urls: { url: string; signed_url: string; expiry: number }[];
}
