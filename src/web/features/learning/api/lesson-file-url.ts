import { restPath } from "#web/lib/transport/rest-paths";

/**
 * Where a lesson's video or PDF is streamed (same origin, the session cookie authorises it), with byte ranges
 * so a video can be sought without loading it whole.
 */
export const lessonFileUrl = (courseId: string, lessonId: string): string =>
  restPath("learning.lessonFile", { courseId, lessonId });
