import { DOCUMENT_ERRORS } from '../../contract/documents'
import { LOCAL_IDENTITY_MAX_BYTES } from '../../contract/identity'
import { sniffType } from '../documents/files'
import { MultipartError, readMultipart, type PartSink } from '../documents/multipart'
import { errorBody, HttpError, refused } from '../http/errors'

/** The image parts of the local overlay's form. */
export const IMAGE_FIELDS = ['document', 'selfie'] as const
type ImageField = (typeof IMAGE_FIELDS)[number]

/** What the overlay's form held: its text fields, the images that passed and the images' field errors. */
export interface LocalSubmission {
  fields: Record<string, string>
  images: Set<ImageField>
  fieldErrors: Record<string, string[]>
}

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png'])
/** A text field is a short secret or an outcome key. */
const MAX_FIELD_BYTES = 1024
const MAX_PARTS = 10
const TEXT_FIELDS = new Set(['client_secret', 'outcome'])

const invalidMultipart = () => refused(DOCUMENT_ERRORS.invalidMultipart, 'The body is not valid multipart.')

const isImageField = (name: string): name is ImageField => (IMAGE_FIELDS as readonly string[]).includes(name)

/**
 * Reads the local overlay's multipart body. The images are checked (an image by its magic bytes, JPEG or
 * PNG, as declared; not empty; at most LOCAL_IDENTITY_MAX_BYTES) as they stream by and then forgotten:
 * the local stand-in has no use for identity documents and must not hoard them, so no byte of them is
 * kept, on disk or in memory, beyond the first few the check looks at.
 */
export async function readLocalSubmission(
  body: ReadableStream<Uint8Array>,
  boundary: string,
): Promise<LocalSubmission> {
  const submission: LocalSubmission = { fields: {}, images: new Set(), fieldErrors: {} }
  let parts = 0

  const imageSink = (name: ImageField, declared: string): PartSink => {
    let size = 0
    let head = Buffer.alloc(0)
    return {
      async write(chunk) {
        size += chunk.length
        if (size > LOCAL_IDENTITY_MAX_BYTES) {
          throw new HttpError(
            400,
            errorBody('validation_error', 'The image is too large.', {
              field_errors: { [name]: ['fileSize'] },
            }),
          )
        }
        if (head.length < 8) head = Buffer.concat([head, chunk.subarray(0, 8)])
      },
      async end() {
        const real = sniffType(head)
        const error =
          size === 0
            ? 'fileEmpty'
            : real === null || !IMAGE_TYPES.has(real) || real !== declared
              ? 'fileType'
              : null
        if (error) {
          submission.fieldErrors[name] = [error]
          submission.images.delete(name)
        } else if (!submission.fieldErrors[name]) submission.images.add(name)
      },
    }
  }

  const fieldSink = (name: string): PartSink => {
    const chunks: Buffer[] = []
    let size = 0
    return {
      async write(chunk) {
        size += chunk.length
        if (size > MAX_FIELD_BYTES) throw invalidMultipart()
        chunks.push(chunk)
      },
      async end() {
        // Only the form's own fields are kept (a part named `__proto__` must not reach an object).
        if (TEXT_FIELDS.has(name)) submission.fields[name] = Buffer.concat(chunks).toString('utf8')
      },
    }
  }

  try {
    await readMultipart(body, boundary, async (part) => {
      if (++parts > MAX_PARTS) throw invalidMultipart()
      return isImageField(part.name) ? imageSink(part.name, part.contentType) : fieldSink(part.name)
    })
  } catch (err) {
    if (err instanceof MultipartError) throw invalidMultipart()
    throw err
  }
  return submission
}
