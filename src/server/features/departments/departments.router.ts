import {
  createDepartmentInput,
  deleteDepartmentOutput,
  departmentChangeOutput,
  departmentIdInput,
  listDepartmentsOutput,
  updateDepartmentInput,
} from "../../../shared/contracts/departments";
import type { Db } from "../../db/client";
import { AppError } from "../../platform/app-error";
import { permissionProcedure } from "../../rpc/procedures";
import { deleteDepartment } from "./delete-department";
import { NO_SUCH_DEPARTMENT, readDepartments } from "./department-columns";
import { createDepartment, updateDepartment } from "./save-department";

/** Department management needs manage_users (docs/product/administration.md#access). */
const departmentAdmin = () => permissionProcedure("manage_users");

async function changed(db: Db, id: string) {
  const [department] = await readDepartments(db, [id]);
  if (!department) throw new AppError("not_found", NO_SUCH_DEPARTMENT);
  return { department };
}

export const departmentsRouter = {
  list: departmentAdmin()
    .route({
      method: "GET",
      path: "/departments",
      summary: "Departments A to Z with their manager and member count",
      tags: ["Departments"],
    })
    .output(listDepartmentsOutput)
    .handler(({ context }) => readDepartments(context.db)),

  create: departmentAdmin()
    .route({ method: "POST", path: "/departments", summary: "Add a department", tags: ["Departments"] })
    .input(createDepartmentInput)
    .output(departmentChangeOutput)
    .handler(async ({ input, context }) => {
      const { id } = await createDepartment(context.db, context.caller, input);
      return changed(context.db, id);
    }),

  update: departmentAdmin()
    .route({
      method: "PUT",
      path: "/departments/{id}",
      summary: "Change a department's name, description and manager",
      tags: ["Departments"],
    })
    .input(updateDepartmentInput)
    .output(departmentChangeOutput)
    .handler(async ({ input, context }) => {
      await updateDepartment(context.db, context.caller, input);
      return changed(context.db, input.id);
    }),

  delete: departmentAdmin()
    .route({
      method: "DELETE",
      path: "/departments/{id}",
      summary: "Delete a department and its user assignments",
      tags: ["Departments"],
    })
    .input(departmentIdInput)
    .output(deleteDepartmentOutput)
    .handler(({ input, context }) => deleteDepartment(context.db, context.caller, input.id)),
};
