package io.japply.threeway.meta;

/** The answer of a lookup: the field's metadata and the lookup for what lies below the field. */
public record FieldLookup(PatchMetaLookup next, PatchMeta meta) {
}
