// Standoff account avatars in the configured file storage (DATA_DIR/uploads/avatars/ or the S3 bucket's avatars/),
// checked, named and served as every uploaded picture is (storage/image-folder.ts).
import { imageFolder } from "../../storage/image-folder";

const avatars = imageFolder("avatars");

export const avatarUrl = avatars.url;

/** Stores the picture under a new random name; returns the name. */
export const saveAvatar = avatars.save;

/** The stored picture and its type, or null for a name we did not give out. */
export const readAvatar = avatars.read;
