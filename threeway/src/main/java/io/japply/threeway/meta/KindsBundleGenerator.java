package io.japply.threeway.meta;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.threeway.json.Json;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.zip.GZIPOutputStream;

/**
 * Cuts a Kubernetes OpenAPI v2 document down to what patching needs and writes it as the bundle
 * {@link BuiltinKinds} reads: per definition only type, properties, items, $ref, additionalProperties
 * and the patch extensions; plus every group/version/kind with its definition and whether its PATCH
 * accepts strategic merge patch. Run by tools/generate-kinds.
 */
public final class KindsBundleGenerator {
    private static final List<String> KEPT = List.of("type", "properties", "items", "$ref", "additionalProperties",
            "x-kubernetes-patch-strategy", "x-kubernetes-patch-merge-key");
    private static final String SMP = "application/strategic-merge-patch+json";

    private KindsBundleGenerator() {
    }

    /** args: the spec folder (holding swagger.json), its Kubernetes version, the output .kinds.gz file. */
    public static void main(String[] args) throws IOException {
        if (args.length != 3) {
            System.err.println("usage: KindsBundleGenerator SPEC_DIR VERSION OUT.kinds.gz");
            System.exit(2);
        }
        JsonNode swagger = Json.mapper().readTree(Path.of(args[0], "swagger.json").toFile());
        ObjectNode bundle = bundle(swagger, args[1]);
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(Path.of(args[2])))) {
            KindsBundle.write(bundle, out);
        }
        System.err.println("wrote " + args[2] + ": " + bundle.get("definitions").size() + " definitions, "
                + bundle.get("kinds").size() + " kinds");
    }

    static ObjectNode bundle(JsonNode swagger, String version) {
        ObjectNode bundle = JsonNodeFactory.instance.objectNode();
        bundle.put("kubernetesVersion", version);
        bundle.put("source", "Kubernetes " + version + " OpenAPI v2 (Apache-2.0, The Kubernetes Authors),"
                + " cut to patch metadata by japply's KindsBundleGenerator");
        ObjectNode definitions = bundle.putObject("definitions");
        Map<String, JsonNode> kinds = new TreeMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = swagger.get("definitions").fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> d = it.next();
            definitions.set(d.getKey(), strip(d.getValue()));
            for (JsonNode gvk : d.getValue().path("x-kubernetes-group-version-kind")) {
                ObjectNode kind = JsonNodeFactory.instance.objectNode().put("definition", d.getKey())
                        .put("strategicMergePatch", true);
                kinds.putIfAbsent(key(gvk), kind);
            }
        }
        markPatchMediaTypes(swagger.path("paths"), kinds);
        markNamespaced(swagger.path("paths"), kinds);
        ObjectNode kindsNode = bundle.putObject("kinds");
        kinds.forEach(kindsNode::set);
        return bundle;
    }

    /** A kind whose PATCH operation does not accept strategic merge patch gets a JSON merge patch. */
    private static void markPatchMediaTypes(JsonNode paths, Map<String, JsonNode> kinds) {
        paths.forEach(path -> {
            JsonNode patch = path.get("patch");
            JsonNode gvk = patch == null ? null : patch.get("x-kubernetes-group-version-kind");
            if (gvk == null || path.has("x-kubernetes-action") || !kinds.containsKey(key(gvk))) {
                return;
            }
            boolean smp = false;
            for (JsonNode type : patch.path("consumes")) {
                smp |= SMP.equals(type.asText());
            }
            if (!smp && patch.path("x-kubernetes-action").asText("patch").equals("patch")) {
                ((ObjectNode) kinds.get(key(gvk))).put("strategicMergePatch", false);
            }
        });
    }

    /**
     * A kind read at a path under /namespaces/{namespace}/ is namespaced; otherwise cluster-scoped. The
     * path of its GET also names its resource (the plural discovery lists it under).
     */
    private static void markNamespaced(JsonNode paths, Map<String, JsonNode> kinds) {
        paths.fields().forEachRemaining(path -> {
            JsonNode get = path.getValue().get("get");
            JsonNode gvk = get == null ? null : get.get("x-kubernetes-group-version-kind");
            if (gvk == null || !"get".equals(get.path("x-kubernetes-action").asText())
                    || !kinds.containsKey(key(gvk))) {
                return;
            }
            ObjectNode kind = (ObjectNode) kinds.get(key(gvk));
            if (!kind.has("namespaced") || path.getKey().contains("{namespace}")) {
                kind.put("namespaced", path.getKey().contains("{namespace}"));
            }
            // the object's own path, .../{resource}/{name}, names the resource (subresources go on after {name})
            String[] segments = path.getKey().split("/");
            if (segments.length >= 2 && segments[segments.length - 1].equals("{name}")) {
                kind.put("resource", segments[segments.length - 2]);
            }
        });
    }

    private static String key(JsonNode gvk) {
        String group = gvk.path("group").asText();
        String version = gvk.path("version").asText();
        return (group.isEmpty() ? version : group + "/" + version) + "/" + gvk.path("kind").asText();
    }

    private static JsonNode strip(JsonNode schema) {
        return OpenApiV3Reduction.cut(schema, KEPT);
    }
}
