package io.japply.threeway.meta;

import com.fasterxml.jackson.databind.JsonNode;
import io.japply.threeway.SchemaLookupException;

/** Patch metadata from an OpenAPI document: v2 ({@code definitions}) or v3 ({@code components.schemas}). */
public final class OpenApiSchemas {
    private OpenApiSchemas() {
    }

    /**
     * The lookup rooted at definition {@code name}; detects the document's version. Answers are
     * remembered, so keep the lookup for all objects of that kind.
     */
    public static PatchMetaLookup load(JsonNode document, String name) {
        JsonNode v3 = document.path("components").path("schemas");
        if (v3.isObject()) {
            return CachingLookup.of(OpenApiV3Lookup.root(v3, name));
        }
        JsonNode v2 = document.path("definitions");
        if (v2.isObject()) {
            return CachingLookup.of(OpenApiV2Lookup.root(v2, name));
        }
        throw new SchemaLookupException("", "not an OpenAPI document: neither \"definitions\" (v2) nor"
                + " \"components.schemas\" (v3) found");
    }

    static PatchMeta metaOf(JsonNode schema, String path) {
        JsonNode strategy = schema.get("x-kubernetes-patch-strategy");
        JsonNode mergeKey = schema.get("x-kubernetes-patch-merge-key");
        if (strategy != null && !strategy.isTextual() || mergeKey != null && !mergeKey.isTextual()) {
            throw new SchemaLookupException(path, "patch extensions must be strings");
        }
        return PatchMeta.parse(strategy == null ? null : strategy.asText(), mergeKey == null ? "" : mergeKey.asText());
    }
}
