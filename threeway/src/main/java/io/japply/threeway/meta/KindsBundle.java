package io.japply.threeway.meta;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.threeway.json.Json;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The file format of the bundled kinds: the kinds' index in binary, then each definition as its own
 * compact JSON text, so that a run parses only the definitions its kinds reach (a Deployment reaches
 * about a tenth of them) instead of the whole 240 KB tree, which cost a cold process 30 ms CPU.
 * Read and written with {@link DataInputStream} and {@link DataOutputStream}; gzip around it.
 */
final class KindsBundle {
    static final int FORMAT = 1;
    private static final int STRATEGIC = 1;
    private static final int NAMESPACED_KNOWN = 2;
    private static final int NAMESPACED = 4;
    private static final int RESOURCE_KNOWN = 8;

    /** One kind of the index, as the generator records it; null where the release's paths say nothing. */
    record Kind(String definition, boolean strategicMergePatch, Boolean namespaced, String resource) {
    }

    /** A read bundle; {@code definitions} parses each on first use. */
    record Contents(String kubernetesVersion, String source, Map<String, Kind> kinds, ObjectNode definitions) {

        /** The bundle as the generator's tree (parses every definition): for comparing with a fresh one. */
        ObjectNode toTree() {
            ObjectNode tree = JsonNodeFactory.instance.objectNode();
            tree.put("kubernetesVersion", kubernetesVersion).put("source", source);
            ObjectNode defs = tree.putObject("definitions");
            definitions.properties().forEach(e -> defs.set(e.getKey(), e.getValue()));
            ObjectNode index = tree.putObject("kinds");
            kinds.forEach((key, kind) -> {
                ObjectNode entry = index.putObject(key).put("definition", kind.definition())
                        .put("strategicMergePatch", kind.strategicMergePatch());
                if (kind.namespaced() != null) {
                    entry.put("namespaced", kind.namespaced());
                }
                if (kind.resource() != null) {
                    entry.put("resource", kind.resource());
                }
            });
            return tree;
        }
    }

    private KindsBundle() {
    }

    static Contents read(InputStream in) throws IOException {
        DataInputStream data = new DataInputStream(in);
        int format = data.readInt();
        if (format != FORMAT) {
            throw new IOException("bundled kinds in format " + format + ", expected " + FORMAT);
        }
        String version = data.readUTF();
        String source = data.readUTF();
        Map<String, Kind> kinds = new LinkedHashMap<>();
        for (int n = data.readInt(); n > 0; n--) {
            String key = data.readUTF();
            int flags = data.readByte();
            String definition = data.readUTF();
            String resource = (flags & RESOURCE_KNOWN) != 0 ? data.readUTF() : null;
            Boolean namespaced = (flags & NAMESPACED_KNOWN) != 0 ? (flags & NAMESPACED) != 0 : null;
            kinds.put(key, new Kind(definition, (flags & STRATEGIC) != 0, namespaced, resource));
        }
        Map<String, byte[]> definitions = new LinkedHashMap<>();
        for (int n = data.readInt(); n > 0; n--) {
            String name = data.readUTF();
            byte[] json = new byte[data.readInt()];
            data.readFully(json);
            definitions.put(name, json);
        }
        return new Contents(version, source, kinds,
                new ObjectNode(JsonNodeFactory.instance, new ParsedOnUse(definitions)));
    }

    /** Writes the generator's tree ({@code kubernetesVersion}, {@code source}, {@code definitions}, {@code kinds}). */
    static void write(JsonNode bundle, OutputStream out) throws IOException {
        DataOutputStream data = new DataOutputStream(out);
        data.writeInt(FORMAT);
        data.writeUTF(bundle.get("kubernetesVersion").asText());
        data.writeUTF(bundle.get("source").asText());
        JsonNode kinds = bundle.get("kinds");
        data.writeInt(kinds.size());
        for (Iterator<Map.Entry<String, JsonNode>> it = kinds.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> kind = it.next();
            JsonNode entry = kind.getValue();
            data.writeUTF(kind.getKey());
            data.writeByte(flags(entry));
            data.writeUTF(entry.get("definition").asText());
            if (entry.has("resource")) {
                data.writeUTF(entry.get("resource").asText());
            }
        }
        JsonNode definitions = bundle.get("definitions");
        data.writeInt(definitions.size());
        for (Iterator<Map.Entry<String, JsonNode>> it = definitions.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> definition = it.next();
            byte[] json = Json.mapper().writeValueAsBytes(definition.getValue());
            data.writeUTF(definition.getKey());
            data.writeInt(json.length);
            data.write(json);
        }
        data.flush();
    }

    private static int flags(JsonNode entry) {
        int flags = entry.path("strategicMergePatch").asBoolean(true) ? STRATEGIC : 0;
        if (entry.has("namespaced")) {
            flags |= NAMESPACED_KNOWN | (entry.get("namespaced").asBoolean() ? NAMESPACED : 0);
        }
        return entry.has("resource") ? flags | RESOURCE_KNOWN : flags;
    }
}
