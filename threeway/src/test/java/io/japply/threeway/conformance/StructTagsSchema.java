package io.japply.threeway.conformance;

import com.fasterxml.jackson.databind.JsonNode;
import io.japply.threeway.SchemaLookupException;
import io.japply.threeway.meta.FieldLookup;
import io.japply.threeway.meta.PatchMeta;
import io.japply.threeway.meta.PatchMetaLookup;
import java.util.List;
import java.util.Locale;

/**
 * The third schema source of upstream's tests: Go struct tags, read from struct-tags.yaml. A Go type
 * is written as in Go ("[]MergeItem", "*MergeItem", "map[string]string", "struct{ Raw []byte }");
 * field lookup is by JSON name, exact first, then case-insensitive.
 */
final class StructTagsSchema implements PatchMetaLookup {
    private final JsonNode types;
    private final String goType;

    private StructTagsSchema(JsonNode types, String goType) {
        this.types = types;
        this.goType = goType;
    }

    static StructTagsSchema root(JsonNode structTagsDocument, String typeName) {
        return new StructTagsSchema(structTagsDocument.get("types"), typeName);
    }

    @Override
    public FieldLookup lookupMap(String key) {
        String t = dereference(goType);
        if (t.startsWith("map[")) {
            return new FieldLookup(child(t.substring(t.indexOf(']') + 1)), PatchMeta.NONE);
        }
        List<Field> fields = fieldsOf(t);
        if (fields == null) {
            throw new SchemaLookupException(key, "merging an object in json but data type is not map or struct, instead is: "
                    + kindOf(t));
        }
        Field f = find(fields, key);
        if (f == null) {
            throw new SchemaLookupException(key, "unable to find api field in struct " + structName(t)
                    + " for the json field \"" + key + "\"");
        }
        return new FieldLookup(child(f.goType), PatchMeta.parse(f.strategy, f.mergeKey));
    }

    @Override
    public FieldLookup lookupList(String key) {
        FieldLookup field = lookupMap(key);
        String t = ((StructTagsSchema) field.next()).goType;
        String element;
        if (t.startsWith("[]")) {
            element = t.substring(2);
            if (element.startsWith("[]")) {
                throw new SchemaLookupException(key, "unexpected slice of slice");
            }
        } else if (t.startsWith("*")) {
            element = t.substring(1).startsWith("[]") ? t.substring(3) : t.substring(1);
        } else {
            throw new SchemaLookupException(key, "expected slice or array type, but got: " + kindOf(dereference(goType)));
        }
        return new FieldLookup(child(element), field.meta());
    }

    @Override
    public String name() {
        return kindOf(goType);
    }

    private StructTagsSchema child(String t) {
        return new StructTagsSchema(types, t.trim());
    }

    private record Field(String json, String goType, String strategy, String mergeKey) {
    }

    /** Declared fields of a struct type, or null when the type is not a struct. */
    private List<Field> fieldsOf(String t) {
        if (t.startsWith("struct{")) {
            // an anonymous struct with one untagged field: its JSON name is the Go field name
            String inner = t.substring("struct{".length(), t.lastIndexOf('}')).trim();
            String[] parts = inner.split("\\s+", 2);
            return List.of(new Field(parts[0], parts[1], null, ""));
        }
        if (t.equals("runtime.RawExtension")) {
            return List.of();
        }
        JsonNode declared = types.get(t);
        if (declared == null) {
            return null;
        }
        List<Field> fields = new java.util.ArrayList<>();
        declared.forEach(f -> fields.add(new Field(f.get("json").asText(), f.get("goType").asText(),
                f.has("patchStrategy") ? f.get("patchStrategy").asText() : null, f.path("patchMergeKey").asText(""))));
        return fields;
    }

    private static Field find(List<Field> fields, String key) {
        for (Field f : fields) {
            if (f.json.equals(key)) {
                return f;
            }
        }
        for (Field f : fields) {
            if (f.json.toLowerCase(Locale.ROOT).equals(key.toLowerCase(Locale.ROOT))) {
                return f;
            }
        }
        return null;
    }

    private static String dereference(String t) {
        return t.startsWith("*") ? t.substring(1) : t;
    }

    private static String structName(String t) {
        if (t.startsWith("struct{")) {
            return "";
        }
        return t.contains(".") ? t.substring(t.lastIndexOf('.') + 1) : t;
    }

    private String kindOf(String t) {
        if (t.startsWith("[]")) {
            return "slice";
        }
        if (t.startsWith("*")) {
            return "ptr";
        }
        if (t.startsWith("map[")) {
            return "map";
        }
        if (t.startsWith("struct{") || t.equals("runtime.RawExtension") || types.has(t)) {
            return "struct";
        }
        return t;
    }
}
