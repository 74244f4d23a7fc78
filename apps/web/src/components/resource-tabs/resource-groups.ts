import { RESOURCE_TYPE_CODES, type ResourceAnswer } from "@erhdb/domain";

export interface SpecializationGroup {
  specialization: string;
  resources: ResourceAnswer[];
}

export interface TypeGroup {
  type: string;
  specializations: SpecializationGroup[];
}

/** Position of a type in the code table (99 first); a type the table does not know goes last. */
function typeRank(type: string): number {
  const index = (RESOURCE_TYPE_CODES as readonly string[]).indexOf(type);
  return index < 0 ? RESOURCE_TYPE_CODES.length : index;
}

/** The resources by type (in code-table order), then by specialization (ascending), as the tabs show them. */
export function groupResources(resources: readonly ResourceAnswer[]): TypeGroup[] {
  const byType = new Map<string, Map<string, ResourceAnswer[]>>();
  for (const resource of resources) {
    const specs = byType.get(resource.resourcetype) ?? new Map<string, ResourceAnswer[]>();
    byType.set(resource.resourcetype, specs);
    specs.set(resource.specialization, [...(specs.get(resource.specialization) ?? []), resource]);
  }
  return [...byType.entries()]
    .sort(([a], [b]) => typeRank(a) - typeRank(b) || a.localeCompare(b))
    .map(([type, specs]) => ({
      type,
      specializations: [...specs.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([specialization, list]) => ({ specialization, resources: list })),
    }));
}

/** The usage counts are shown only where the server sent them (SPEC 2.4: the proper role). */
export function hasUsageCounts(resources: readonly ResourceAnswer[]): boolean {
  return resources.some(
    (r) => r.countCore !== undefined || r.countIntern !== undefined || r.countExtern !== undefined,
  );
}
