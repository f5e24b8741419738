import { permissionProcedure } from "#server/rpc/procedures";
import {
  createDepartmentInput,
  deleteDepartmentOutput,
  departmentChangeOutput,
  departmentIdInput,
  listDepartmentsOutput,
  updateDepartmentInput,
} from "#shared/contracts/departments";
import { createDepartment } from "./create-department";
import { deleteDepartment } from "./delete-department";
import { readDepartments } from "./department-columns";
import { updateDepartment } from "./update-department";

/** Department management needs manage_users (docs/product/administration.md#access). */
const departmentAdmin = () => permissionProcedure("manage_users");

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
    .handler(({ input, context }) => createDepartment(context.db, context.caller, input)),

  update: departmentAdmin()
    .route({
      method: "PUT",
      path: "/departments/{id}",
      summary: "Change a department's name, description and manager",
      tags: ["Departments"],
    })
    .input(updateDepartmentInput)
    .output(departmentChangeOutput)
    .handler(({ input, context }) => updateDepartment(context.db, context.caller, input)),

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
