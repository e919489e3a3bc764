package io.japply.threeway.conformance;

import com.fasterxml.jackson.databind.JsonNode;
import io.japply.threeway.SchemaLookupException;
import io.japply.threeway.meta.FieldLookup;
import io.japply.threeway.meta.PatchMeta;
import io.japply.threeway.meta.PatchMetaLookup;
import java.util.ArrayList;
import java.util.List;

/**
 * The third schema source of upstream's tests, for a port without Go structs: the struct tags of
 * the test types, read from {@code schema/struct-tags.yaml}, looked up the way Go's reflection-based
 * lookup does it. A type is a Go type expression as written there ({@code []MergeItem},
 * {@code *MergeItem}, {@code map[string]string}, {@code struct{ Raw []byte }}, {@code int}).
 *
 * <ul>
 *   <li>Map lookup: a pointer is dereferenced; anything but a struct fails ("not struct");
 *       the field is found by JSON name, an exact match first, else the first case-insensitive one
 *       in declaration order; the answer is the field's type as declared (a pointer stays a pointer)
 *       and its tags, the strategy tag split at commas as Go does ({@code ""} gives {@code [""]}).</li>
 *   <li>List lookup: the map lookup, then the element type of a slice (a slice of slices fails),
 *       or for a pointer the type it points to (the element type if that is a slice); other
 *       types fail, naming the kind of the type looked in.</li>
 *   <li>{@code struct{ Raw []byte }} has one untagged field, whose JSON name is its Go name
 *       {@code Raw}. {@code runtime.RawExtension} has no JSON fields (both of its fields are tagged
 *       {@code json:"-"} in Go), so every lookup below it fails.</li>
 * </ul>
 */
final class StructTagsSchema implements PatchMetaLookup {
    private static final String RAW_EXTENSION = "runtime.RawExtension";
    private final JsonNode types;
    private final String type;

    private StructTagsSchema(JsonNode types, String type) {
        this.types = types;
        this.type = type.trim();
    }

    static StructTagsSchema of(JsonNode structTagsDocument, String typeName) {
        JsonNode types = structTagsDocument.get("types");
        if (types == null || !types.has(typeName)) {
            throw new IllegalArgumentException("struct-tags.yaml declares no type " + typeName);
        }
        return new StructTagsSchema(types, typeName);
    }

    @Override
    public FieldLookup lookupMap(String key) {
        String t = type.startsWith("*") ? type.substring(1) : type;
        List<Field> fields = fieldsOf(t);
        if (fields == null) {
            throw new SchemaLookupException(key,
                    "merging an object in json but data type is not struct, instead is: " + kindOf(t));
        }
        Field f = find(fields, key);
        if (f == null) {
            throw new SchemaLookupException(key, "unable to find api field in struct " + goName(t)
                    + " for the json field " + GoValues.quote(key));
        }
        return new FieldLookup(at(f.type()), new PatchMeta(List.of(f.strategy().split(",", -1)), f.mergeKey()));
    }

    @Override
    public FieldLookup lookupList(String key) {
        FieldLookup field = lookupMap(key);
        String t = ((StructTagsSchema) field.next()).type;
        String element = switch (kindOf(t)) {
            case "slice" -> t.substring(2);
            case "ptr" -> kindOf(t.substring(1)).equals("slice") ? t.substring(3) : t.substring(1);
            default -> throw new SchemaLookupException(key, "expected slice or array type, but got: " + name());
        };
        if (t.startsWith("[]") && kindOf(element).equals("slice")) {
            throw new SchemaLookupException(key, "unexpected slice of slice");
        }
        return new FieldLookup(at(element), field.meta());
    }

    /** Go's {@code reflect.Kind} name of this type, as upstream's struct source names itself. */
    @Override
    public String name() {
        return kindOf(type);
    }

    private StructTagsSchema at(String t) {
        return new StructTagsSchema(types, t);
    }

    private record Field(String json, String type, String strategy, String mergeKey) {
    }

    /** The JSON-visible fields of a struct type in declaration order; null when {@code t} is no struct. */
    private List<Field> fieldsOf(String t) {
        List<Field> fields = new ArrayList<>();
        if (types.has(t)) {
            types.get(t).forEach(f -> fields.add(new Field(f.get("json").asText(), f.get("goType").asText(),
                    f.path("patchStrategy").asText(""), f.path("patchMergeKey").asText(""))));
            return fields;
        }
        if (t.startsWith("struct{")) {
            String body = t.substring("struct{".length(), t.lastIndexOf('}')).trim();
            for (String declaration : body.split(";")) {
                String[] nameAndType = declaration.trim().split("\\s+", 2);
                fields.add(new Field(nameAndType[0], nameAndType[1], "", ""));
            }
            return fields;
        }
        return t.equals(RAW_EXTENSION) ? fields : null;
    }

    private static Field find(List<Field> fields, String key) {
        for (Field f : fields) {
            if (f.json().equals(key)) {
                return f;
            }
        }
        for (Field f : fields) {
            if (f.json().equalsIgnoreCase(key)) {
                return f;
            }
        }
        return null;
    }

    /** Go's {@code Type.Name()}: the name without package, empty for an anonymous struct. */
    private static String goName(String t) {
        return t.startsWith("struct{") ? "" : t.substring(t.lastIndexOf('.') + 1);
    }

    private String kindOf(String t) {
        if (t.startsWith("*")) {
            return "ptr";
        }
        if (t.startsWith("[]")) {
            return "slice";
        }
        if (t.startsWith("map[")) {
            return "map";
        }
        if (t.startsWith("struct{") || t.equals(RAW_EXTENSION) || types.has(t)) {
            return "struct";
        }
        return t;
    }
}
