import { useFormContext } from "react-hook-form";
import type { CourseForm, CourseFormValues } from "#shared/contracts/learning";

/** The editor's one form, as its sections reach it. */
export const useCourseForm = () => useFormContext<CourseForm, unknown, CourseFormValues>();
