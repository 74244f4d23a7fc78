/** Every right (acl) a role can hold, SPEC section 6. */
export const RIGHTS = [
  "ERHEBUNGSID_CREATE",
  "ERHEBUNGSID_EDIT",
  "ERHEBUNGSID_DELETE",
  "ERHEBUNGSID_READ_ADMIN",
  "COMMENTARY_READ",
  "RESOURCE_CREATE",
  "RESOURCE_EDIT",
  "EVAS_CREATE",
  "EVAS_EDIT",
  "EVAS_DELETE",
  "GENERICRESOURCE_CREATE",
  "GENERICRESOURCE_EDIT",
  "GENERICRESOURCE_DELETE",
  "USER_CREATE",
  "USER_READ",
  "USEREMAILADRESS_READ",
  "ROLE_READ",
  "ROLE_EDIT",
  "REQUEST_READ",
  "RESTYPENCODING_READ",
  "MONITORING_ACCESS",
  "SQLEDITOR_ACCESS",
  /** registers and manages webhook targets (issue 38, migration 0037) */
  "WEBHOOK_ADMIN",
] as const;

export type Right = (typeof RIGHTS)[number];

export function isRight(value: string): value is Right {
  return (RIGHTS as readonly string[]).includes(value);
}

/** Person-permission flags granted per statistic id and state code. */
export const PERMISSION_FLAGS = [
  "res_rights",
  "it_res_rights",
  "eid_rights",
  "mapping_rights",
  "organisator",
] as const;
export type PermissionFlag = (typeof PERMISSION_FLAGS)[number];
