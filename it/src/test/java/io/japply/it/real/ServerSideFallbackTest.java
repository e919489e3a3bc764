package io.japply.it.real;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.japply.it.JapplyRun;
import io.japply.it.Kubectl;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Objects too large for the last-applied annotation are applied server-side instead, alone, with a
 * warning; one that grows past the limit ends as {@code kubectl apply --server-side} leaves it.
 */
@RealServer
@Timeout(240)
class ServerSideFallbackTest {
    private static final String LAST_APPLIED = "kubectl.kubernetes.io/last-applied-configuration";
    @TempDir
    Path dir;

    /** A CRD whose schema has {@code fields} properties, each with a 1 KB description (ending with {@code note}). */
    private static String crd(String group, int fields, String note) {
        StringBuilder properties = new StringBuilder();
        for (int i = 0; i < fields; i++) {
            properties.append("                  field").append(i).append(":\n")
                    .append("                    type: string\n")
                    .append("                    description: \"").append("d".repeat(1000)).append(note).append("\"\n");
        }
        return """
                apiVersion: apiextensions.k8s.io/v1
                kind: CustomResourceDefinition
                metadata:
                  name: bigs.GROUP
                spec:
                  group: GROUP
                  scope: Namespaced
                  names: {plural: bigs, singular: big, kind: Big}
                  versions:
                  - name: v1
                    served: true
                    storage: true
                    schema:
                      openAPIV3Schema:
                        type: object
                        properties:
                          spec:
                            type: object
                            properties:
                """.replace("GROUP", group) + properties;
    }

    private Path file(String name, String text) throws IOException {
        Path file = dir.resolve(name + ".yaml");
        Files.writeString(file, text);
        return file;
    }

    private static JsonNode managed(Cluster cluster, String kind, String ns, String name) throws IOException {
        Kubectl.Result got = ns == null
                ? cluster.kubectl("get", kind, name, "-o", "json", "--show-managed-fields")
                : cluster.kubectl("get", kind, name, "-n", ns, "-o", "json", "--show-managed-fields");
        return new ObjectMapper().readTree(got.out());
    }

    private static List<String> warnings(String err) {
        return err.lines().filter(l -> l.startsWith("Warning:")).toList();
    }

    @Test
    void aCrdOverTheLimitCreatedUnchangedChangedAndAFieldRemoved(Cluster cluster) throws IOException {
        String name = "bigs.fallback.japply.io";
        String resource = "customresourcedefinition.apiextensions.k8s.io/" + name;
        Path v1 = file("v1", crd("fallback.japply.io", 300, "one"));
        JapplyRun refused = cluster.japply("apply", "-f", v1.toString(), "--server-side-fallback=false");
        assertEquals(1, refused.code(), refused.err());
        assertTrue(refused.err().contains("over the 262144-byte limit"), refused.err());

        JapplyRun dry = cluster.japply("apply", "-f", v1.toString(), "--summary=json", "--dry-run=server");
        JsonNode summary = new ObjectMapper().readTree(dry.out());
        assertEquals("serverside-applied", summary.at("/objects/0/action").asText(), dry.out());
        assertTrue(summary.at("/objects/0/warnings/0").asText().contains("is applied server-side"), dry.out());
        JapplyRun created = cluster.japply("apply", "-f", v1.toString());
        assertEquals(0, created.code(), created.err());
        assertTrue(created.out().contains(resource + " serverside-applied"), created.out());
        List<String> warned = warnings(created.err());
        assertEquals(1, warned.size(), created.err());
        assertTrue(warned.get(0).contains("customresourcedefinitions/" + name + " is applied server-side")
                && warned.get(0).contains("262144"), warned.get(0));
        JsonNode live = managed(cluster, "crd", null, name);
        assertFalse(live.at("/metadata/annotations").has(LAST_APPLIED), "no annotation: " + live.at("/metadata/annotations"));
        assertTrue(live.at("/metadata/managedFields").toString().contains("\"manager\":\"kubectl\",\"operation\":\"Apply\""),
                live.at("/metadata/managedFields").toString());

        JapplyRun again = cluster.japply("apply", "-f", v1.toString());
        assertEquals(0, again.code(), again.err());
        assertTrue(again.out().contains(resource + " unchanged"), again.out());

        JapplyRun changed = cluster.japply("apply", "-f", file("v2", crd("fallback.japply.io", 300, "two")).toString());
        assertTrue(changed.out().contains(resource + " serverside-applied"), changed.out() + changed.err());
        assertTrue(cluster.get("crd", null, name).toString().contains("dtwo"));

        JapplyRun removed = cluster.japply("apply", "-f", file("v3", crd("fallback.japply.io", 290, "two")).toString());
        assertEquals(0, removed.code(), removed.err());
        JsonNode properties = cluster.get("crd", null, name).at("/spec/versions/0/schema/openAPIV3Schema/properties/spec/properties");
        assertTrue(properties.has("field289") && !properties.has("field290"), "field290 and on removed");
    }

    private static final String SMALL = """
            apiVersion: v1
            kind: ConfigMap
            metadata: {name: grow, labels: {a: "1", b: "2"}}
            data: {a: "1", b: "2"}
            ---
            apiVersion: v1
            kind: ConfigMap
            metadata: {name: other}
            data: {a: "1"}
            """;

    @Test
    void anObjectCrossingTheLimitEndsAsKubectlServerSideLeavesIt(Cluster cluster) throws IOException {
        String kc = cluster.namespace("kubectl");
        String ja = cluster.namespace("japply");
        Path small = file("small", SMALL);
        String big = SMALL.replace("labels: {a: \"1\", b: \"2\"}", "labels: {a: \"1\"}")
                .replace("data: {a: \"1\", b: \"2\"}", "data: {a: \"1\", big: \"" + "x".repeat(140_000) + "\", big2: \""
                        + "y".repeat(140_000) + "\"}")
                .replace("name: other}\ndata: {a: \"1\"}", "name: other}\ndata: {a: \"2\"}");
        Path grown = file("big", big);
        for (String ns : List.of(kc, ja)) {
            assertEquals(0, cluster.kubectl("apply", "-f", small.toString(), "-n", ns).exitCode());
        }
        // kubectl: the grown object server-side, the rest client-side, as the user is told to
        Path grow = file("grow", big.substring(0, big.indexOf("---")));
        Path other = file("other", big.substring(big.indexOf("---")));
        assertEquals(0, cluster.kubectl("apply", "--server-side", "-f", grow.toString(), "-n", kc).exitCode());
        assertEquals(0, cluster.kubectl("apply", "-f", other.toString(), "-n", kc).exitCode());
        JapplyRun run = cluster.japply("apply", "-f", grown.toString(), "-n", ja);
        assertEquals(0, run.code(), run.err());
        assertEquals("configmap/grow serverside-applied\nconfigmap/other configured\n", run.out());
        assertEquals(LiveObjects.of(cluster, "configmaps", kc, true), LiveObjects.of(cluster, "configmaps", ja, true));
        JsonNode live = cluster.get("configmap", ja, "grow");
        assertFalse(live.at("/data").has("b"), "a key dropped from the manifest is removed");
        assertFalse(live.at("/metadata/annotations").has(LAST_APPLIED), "no stale annotation left");
        JapplyRun again = cluster.japply("apply", "-f", grown.toString(), "-n", ja);
        assertEquals("configmap/grow unchanged\nconfigmap/other unchanged\n", again.out(), again.err());

        // under a manager of the user's: no stale annotation either, the dropped key gone
        String mine = cluster.namespace("mine");
        assertEquals(0, cluster.japply("apply", "-f", small.toString(), "-n", mine, "--field-manager=mine").code());
        assertEquals(0, cluster.japply("apply", "-f", grown.toString(), "-n", mine, "--field-manager=mine").code());
        JsonNode custom = managed(cluster, "configmap", mine, "grow");
        assertFalse(custom.at("/metadata/annotations").has(LAST_APPLIED), custom.at("/metadata").toString());
        assertFalse(custom.at("/data").has("b"));
        assertEquals(List.of("mine"), custom.at("/metadata/managedFields").findValuesAsText("manager"));
    }

    @Test
    void theLibraryFallsBackAndSaysSoOrRefusesWhenAsked(Cluster cluster) {
        String ns = cluster.namespace("lib");
        var big = new io.fabric8.kubernetes.api.model.ConfigMapBuilder().withNewMetadata().withName("big")
                .withNamespace(ns).endMetadata().addToData("x", "x".repeat(140_000)).addToData("y", "y".repeat(140_000))
                .build();
        io.japply.apply.Japply japply = io.japply.apply.Japply.with(cluster.client());
        var refused = org.junit.jupiter.api.Assertions.assertThrows(io.japply.apply.model.ApplyException.class,
                () -> japply.serverSideFallback(false).apply(big));
        assertEquals(io.japply.apply.model.ApplyException.Reason.ANNOTATION_TOO_LARGE, refused.reason());
        io.japply.apply.model.ApplyResult applied = japply.apply(big);
        assertEquals(io.japply.apply.model.Action.SERVER_SIDE_APPLIED, applied.action(), applied.toString());
        assertEquals(io.japply.apply.model.PatchType.APPLY, applied.patchType().orElseThrow());
        assertTrue(applied.warnings().get(0).contains("configmaps/big is applied server-side"), applied.warnings().toString());
        assertFalse(applied.warnings().get(0).contains("--"), "the library names no flag: " + applied.warnings());
        io.japply.apply.model.ApplyResult again = japply.apply(big);
        assertEquals(io.japply.apply.model.Action.UNCHANGED, again.action());
        assertEquals(io.japply.apply.model.PatchType.APPLY, again.patchType().orElseThrow(), "sent server-side, unchanged");
    }
}
