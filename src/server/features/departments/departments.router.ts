import { featureRouter } from "#server/rpc/feature-router";
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

const DEPARTMENTS_TAG = { name: "Departments", description: "The departments staff belong to." };

export const departmentsRouter = featureRouter(DEPARTMENTS_TAG, {
  list: departmentAdmin()
    .route({
      method: "GET",
      path: "/departments",
      summary: "Departments A to Z with their manager and member count",
    })
    .output(listDepartmentsOutput)
    .handler(({ context }) => readDepartments(context.db)),

  create: departmentAdmin()
    .route({ method: "POST", path: "/departments", summary: "Add a department" })
    .input(createDepartmentInput)
    .output(departmentChangeOutput)
    .handler(({ input, context }) => createDepartment(context.db, context.caller, input)),

  update: departmentAdmin()
    .route({
      method: "PUT",
      path: "/departments/{id}",
      summary: "Change a department's name, description and manager",
    })
    .input(updateDepartmentInput)
    .output(departmentChangeOutput)
    .handler(({ input, context }) => updateDepartment(context.db, context.caller, input)),

  delete: departmentAdmin()
    .route({
      method: "DELETE",
      path: "/departments/{id}",
      summary: "Delete a department and its user assignments",
    })
    .input(departmentIdInput)
    .output(deleteDepartmentOutput)
    .handler(({ input, context }) => deleteDepartment(context.db, context.caller, input.id)),
});
