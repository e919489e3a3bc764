package io.japply.threeway.meta;

import com.fasterxml.jackson.databind.JsonNode;
import io.japply.threeway.SchemaLookupException;

/**
 * OpenAPI v3 metadata: a field is found in {@code properties}; its extensions are read where it is
 * declared, then the schema below it is resolved through {@code allOf[0]} and {@code $ref}.
 */
final class OpenApiV3Lookup implements PatchMetaLookup {
    private static final String PREFIX = "#/components/schemas/";

    private final JsonNode schemas;
    private final JsonNode schema;

    private OpenApiV3Lookup(JsonNode schemas, JsonNode schema) {
        this.schemas = schemas;
        this.schema = schema;
    }

    static OpenApiV3Lookup root(JsonNode schemas, String name) {
        JsonNode s = schemas.get(name);
        if (s == null) {
            throw new SchemaLookupException("", "schema \"" + name + "\" not found in OpenAPI v3 document");
        }
        return new OpenApiV3Lookup(schemas, s);
    }

    @Override
    public FieldLookup lookupMap(String key) {
        if (schema == null) {
            return new FieldLookup(this, PatchMeta.NONE);
        }
        JsonNode field = field(key);
        return new FieldLookup(new OpenApiV3Lookup(schemas, resolve(field)), OpenApiSchemas.metaOf(field, key));
    }

    @Override
    public FieldLookup lookupList(String key) {
        if (schema == null) {
            return new FieldLookup(this, PatchMeta.NONE);
        }
        JsonNode field = field(key);
        PatchMeta meta = OpenApiSchemas.metaOf(field, key);
        JsonNode items = field.get("items");
        JsonNode element = items == null ? field : items.isObject() ? items : null;
        return new FieldLookup(new OpenApiV3Lookup(schemas, element == null ? null : resolve(element)), meta);
    }

    /** A declared property; below a map without properties, its value schema (as struct tags do). */
    private JsonNode field(String key) {
        JsonNode properties = schema.get("properties");
        JsonNode mapValue = schema.get("additionalProperties");
        if ((properties == null || properties.isEmpty()) && mapValue != null && mapValue.isObject()) {
            return mapValue;
        }
        JsonNode field = properties == null ? null : properties.get(key);
        if (field == null) {
            throw new SchemaLookupException(key, "unable to find api field \"" + key + "\"");
        }
        return field;
    }

    private JsonNode resolve(JsonNode s) {
        JsonNode allOf = s.get("allOf");
        JsonNode current = allOf != null && allOf.isArray() && !allOf.isEmpty() ? allOf.get(0) : s;
        JsonNode ref = current.get("$ref");
        if (ref == null || ref.asText().isEmpty()) {
            return current;
        }
        String name = ref.asText().startsWith(PREFIX) ? ref.asText().substring(PREFIX.length()) : ref.asText();
        JsonNode target = schemas.get(name);
        if (target == null) {
            throw new SchemaLookupException("", "unable to resolve " + ref.asText() + " in OpenAPI V3");
        }
        return target;
    }

    @Override
    public String name() {
        if (schema == null) {
            return "Struct";
        }
        JsonNode type = schema.get("type");
        if (type == null) {
            return "Struct";
        }
        if (type.isArray()) {
            StringBuilder b = new StringBuilder();
            type.forEach(t -> b.append(t.asText()));
            return b.length() == 0 ? "Struct" : b.toString();
        }
        return type.asText();
    }
}
