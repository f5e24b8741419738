/**
 * How a refused upload reaches the screen (decision 0044). A browser still sending a body reads an answer only
 * if the server takes the rest of the body in: the upload gate lets the server read and drop a refused body of
 * up to this size (half a second's worth on a slow line), and above it closes the connection rather than read a
 * large refused body, so a browser sending more first asks the gate.
 */
export const DRAINED_UPLOAD_BYTES = 256 * 1024;

/**
 * The request header of that question: a POST to an upload's route with it and no body is answered by the gate
 * alone, 204 when the upload would be let in, else the refusal the upload would get; nothing runs or is counted.
 */
export const UPLOAD_CHECK_HEADER = "Upload-Check";
