package io.japply.threeway.meta;

import com.fasterxml.jackson.databind.JsonNode;
import io.japply.threeway.SchemaLookupException;

/**
 * OpenAPI v2 metadata, read the way Kubernetes reads its proto model: a schema is a reference, a
 * kind (has properties), a map (object without properties), an array, a primitive, or arbitrary
 * (no type, no properties: every lookup below it succeeds with no metadata). Lookups below a map
 * answer for its values (see {@link #mapValue}).
 */
final class OpenApiV2Lookup implements PatchMetaLookup {
    private enum Shape { REFERENCE, KIND, MAP, ARRAY, PRIMITIVE, ARBITRARY }

    private static final String REF_PREFIX = "#/definitions/";

    private final JsonNode definitions;
    private final JsonNode schema;
    private final String path;

    private OpenApiV2Lookup(JsonNode definitions, JsonNode schema, String path) {
        this.definitions = definitions;
        this.schema = schema;
        this.path = path;
    }

    static OpenApiV2Lookup root(JsonNode definitions, String name) {
        JsonNode s = definitions.get(name);
        if (s == null) {
            throw new SchemaLookupException("", "definition \"" + name + "\" not found in OpenAPI v2 document");
        }
        return new OpenApiV2Lookup(definitions, s, name);
    }

    @Override
    public FieldLookup lookupMap(String key) {
        if (schema == null) {
            return new FieldLookup(this, PatchMeta.NONE);
        }
        Resolved kind = dereference(schema, path);
        return switch (kind.shape) {
            case KIND -> {
                JsonNode field = field(kind, key);
                yield new FieldLookup(child(field, kind.path + "." + key), OpenApiSchemas.metaOf(field, path));
            }
            case ARBITRARY -> new FieldLookup(child(null, path), PatchMeta.NONE);
            case MAP -> new FieldLookup(child(mapValue(kind.schema), kind.path + "." + key), PatchMeta.NONE);
            default -> throw new SchemaLookupException(path, "expected kind, but got " + describe(kind.shape));
        };
    }

    @Override
    public FieldLookup lookupList(String key) {
        if (schema == null) {
            return new FieldLookup(this, PatchMeta.NONE);
        }
        Resolved kind = dereference(schema, path);
        String fieldPath = kind.path + "." + key;
        return switch (kind.shape) {
            case KIND -> {
                JsonNode field = field(kind, key);
                yield new FieldLookup(child(elementOf(field, fieldPath), fieldPath), OpenApiSchemas.metaOf(field, path));
            }
            case ARBITRARY -> new FieldLookup(child(null, path), PatchMeta.NONE);
            case MAP -> {
                JsonNode value = mapValue(kind.schema);
                yield new FieldLookup(child(value == null ? null : elementOf(value, fieldPath), fieldPath), PatchMeta.NONE);
            }
            case ARRAY -> throw new SchemaLookupException(path, "expected visit kind first, then visit array");
            default -> throw new SchemaLookupException(path, "expected slice, but got " + describe(kind.shape));
        };
    }

    /**
     * The schema of a map's values. Kubernetes' proto model stops at maps ("expected kind, but got
     * map"), but kubectl without server OpenAPI uses struct tags, which go on into the value type;
     * we do the same, so edits inside maps of objects or lists (CRD schemas) patch instead of failing.
     */
    private static JsonNode mapValue(JsonNode map) {
        JsonNode value = map.get("additionalProperties");
        return value != null && value.isObject() ? value : null;
    }

    /** The element schema of a list field; a reference used as a list yields the referenced kind. */
    private JsonNode elementOf(JsonNode field, String fieldPath) {
        switch (shapeOf(field)) {
            case ARRAY:
                JsonNode items = field.get("items");
                if (items == null || !items.isObject()) {
                    throw new SchemaLookupException(fieldPath, "array should have exactly one sub-item");
                }
                return items;
            case REFERENCE:
                return resolveRef(field, fieldPath);
            case ARBITRARY:
                return null;
            case MAP:
                throw new SchemaLookupException(fieldPath, "expected slice, but got map");
            case PRIMITIVE:
                throw new SchemaLookupException(fieldPath, "expected slice, but got primitive");
            default:
                throw new SchemaLookupException(fieldPath, "expected slice, but got kind");
        }
    }

    private JsonNode field(Resolved kind, String key) {
        JsonNode field = kind.schema.path("properties").get(key);
        if (field == null) {
            throw new SchemaLookupException(path, "unable to find api field \"" + key + "\" in " + kind.path);
        }
        return field;
    }

    private OpenApiV2Lookup child(JsonNode s, String childPath) {
        return new OpenApiV2Lookup(definitions, s, childPath);
    }

    private record Resolved(JsonNode schema, Shape shape, String path) {
    }

    /** Follows references until a schema that is not one. */
    private Resolved dereference(JsonNode s, String at) {
        JsonNode current = s;
        String currentPath = at;
        for (int hops = 0; shapeOf(current) == Shape.REFERENCE; hops++) {
            if (hops > 64) {
                throw new SchemaLookupException(at, "reference cycle in OpenAPI v2 document");
            }
            currentPath = definitionName(current.get("$ref").asText());
            current = resolveRef(current, at);
        }
        return new Resolved(current, shapeOf(current), currentPath);
    }

    private static String definitionName(String ref) {
        return ref.startsWith(REF_PREFIX) ? ref.substring(REF_PREFIX.length()) : ref;
    }

    private JsonNode resolveRef(JsonNode s, String at) {
        String ref = s.get("$ref").asText();
        JsonNode target = ref.startsWith(REF_PREFIX) ? definitions.get(definitionName(ref)) : null;
        if (target == null) {
            throw new SchemaLookupException(at, "unable to resolve reference " + ref + " in OpenAPI v2 document");
        }
        return target;
    }

    private static Shape shapeOf(JsonNode s) {
        if (s.has("$ref")) {
            return Shape.REFERENCE;
        }
        JsonNode type = s.get("type");
        int types = type == null ? 0 : type.isArray() ? type.size() : 1;
        if (types == 0) {
            return s.has("properties") ? Shape.KIND : Shape.ARBITRARY;
        }
        if (types > 1) {
            return Shape.ARBITRARY;
        }
        String t = type.isArray() ? type.get(0).asText() : type.asText();
        return switch (t) {
            case "object" -> s.has("properties") ? Shape.KIND : Shape.MAP;
            case "array" -> Shape.ARRAY;
            default -> Shape.PRIMITIVE;
        };
    }

    private static String describe(Shape shape) {
        return switch (shape) {
            case MAP -> "map";
            case ARRAY -> "slice";
            case PRIMITIVE -> "primitive";
            default -> shape.name().toLowerCase();
        };
    }

    @Override
    public String name() {
        return path;
    }
}
