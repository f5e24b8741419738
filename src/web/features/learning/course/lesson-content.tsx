import { ExternalLinkIcon, FileTextIcon } from "lucide-react";
import { useEffect, useRef } from "react";
import type { LearnerLesson } from "#shared/contracts/learning";
import { Markdown } from "#web/components/text/markdown";
import { lessonFileUrl } from "../api/lesson-file-url";

/** A lesson's text and, when it has one, its video or PDF, streamed from the server. */
export function LessonContent({ courseId, lesson }: { courseId: string; lesson: LearnerLesson }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The chosen lesson takes the focus (each lesson mounts anew): on a phone it sits below the list, and a
  // screen reader reads it next.
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <article aria-labelledby={`lesson-${lesson.id}`} className="grid min-w-0 grid-cols-1 gap-4">
      <h2
        ref={heading}
        id={`lesson-${lesson.id}`}
        tabIndex={-1}
        className="text-xl font-semibold break-words outline-none"
      >
        {lesson.title}
      </h2>
      {lesson.file ? <LessonFile url={lessonFileUrl(courseId, lesson.id)} lesson={lesson} /> : null}
      {lesson.body ? <Markdown>{lesson.body}</Markdown> : null}
    </article>
  );
}

function LessonFile({ url, lesson }: { url: string; lesson: LearnerLesson }) {
  if (lesson.file?.type?.startsWith("video/")) {
    return (
      // biome-ignore lint/a11y/useMediaCaption: lesson videos are uploaded without captions; the lesson text carries the content.
      <video
        controls
        preload="metadata"
        src={url}
        aria-label={`${lesson.title} video`}
        className="aspect-video w-full rounded-lg bg-black"
      />
    );
  }
  // A link rather than an embedded viewer: the server forbids framing its answers, and a phone's own viewer
  // reads a PDF better than a frame would.
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-2 justify-self-start rounded-lg border bg-card px-4 py-3 text-sm font-medium text-primary outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
    >
      <FileTextIcon aria-hidden="true" className="size-5 shrink-0" />
      <span className="break-words">Open {lesson.file?.name ?? "the PDF"} in a new tab</span>
      <ExternalLinkIcon aria-hidden="true" className="size-4 shrink-0" />
    </a>
  );
}
