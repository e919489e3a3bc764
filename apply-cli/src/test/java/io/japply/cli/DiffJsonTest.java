package io.japply.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonProcessingException;
import io.japply.threeway.json.Json;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * japply diff -o json against saved live objects: the expected documents are written by hand from
 * what the schema in the README promises (counts, per object its action and changed paths with
 * masked values, the reasons with --explain, the errors), compared key order included.
 */
class DiffJsonTest extends DiffHarness {
    static final String LIVE = """
            apiVersion: v1
            kind: ConfigMap
            metadata:
              name: settings
              namespace: shop
              annotations:
                kubectl.kubernetes.io/last-applied-configuration: |
                  {"apiVersion":"v1","data":{"ttl":"300"},"kind":"ConfigMap","metadata":{"annotations":{},"name":"settings","namespace":"shop"}}
            data: {ttl: "300", handmade: "yes"}
            ---
            apiVersion: v1
            kind: Secret
            metadata:
              name: db
              namespace: shop
              annotations:
                kubectl.kubernetes.io/last-applied-configuration: |
                  {"apiVersion":"v1","data":{"password":"b2xkLXMzY3JldC1wYXNz","username":"c2hvcA=="},"kind":"Secret","metadata":{"annotations":{},"name":"db","namespace":"shop"},"type":"Opaque"}
            data: {password: b2xkLXMzY3JldC1wYXNz, username: c2hvcA==}
            type: Opaque
            ---
            apiVersion: apps/v1
            kind: Deployment
            metadata:
              name: web
              namespace: shop
              annotations:
                kubectl.kubernetes.io/last-applied-configuration: |
                  {"apiVersion":"apps/v1","kind":"Deployment","metadata":{"annotations":{},"name":"web","namespace":"shop"},"spec":{"replicas":2,"selector":{"matchLabels":{"app":"web"}},"template":{"metadata":{"labels":{"app":"web"}},"spec":{"containers":[{"image":"app:1","name":"web"}]}}}}
            spec:
              replicas: 2
              selector: {matchLabels: {app: web}}
              template:
                metadata: {labels: {app: web}}
                spec:
                  containers:
                  - {name: web, image: "app:1"}
            ---
            apiVersion: v1
            kind: ConfigMap
            metadata: {name: same, namespace: shop}
            data: {k: v}
            """;
    static final String MANIFESTS = """
            apiVersion: v1
            kind: ConfigMap
            metadata: {name: settings, namespace: shop}
            data: {ttl: "600"}
            ---
            apiVersion: v1
            kind: Secret
            metadata: {name: db, namespace: shop}
            data: {password: bmV3LXMzY3JldC1wYXNz, username: c2hvcA==}
            type: Opaque
            ---
            apiVersion: apps/v1
            kind: Deployment
            metadata: {name: web, namespace: shop}
            spec:
              replicas: 3
              selector: {matchLabels: {app: web}}
              template:
                metadata: {labels: {app: web}}
                spec:
                  containers:
                  - {name: web, image: "app:2"}
            ---
            apiVersion: v1
            kind: ConfigMap
            metadata: {name: fresh, namespace: shop}
            data: {a: b}
            ---
            apiVersion: v1
            kind: ConfigMap
            metadata: {name: same, namespace: shop}
            data: {k: v}
            """;
    static final List<String> SECRETS = List.of("b2xkLXMzY3JldC1wYXNz", "bmV3LXMzY3JldC1wYXNz", "c2hvcA==",
            "old-s3cret-pass", "new-s3cret-pass");

    Run diff(String... more) throws IOException {
        String bad = write("bad.yaml", "apiVersion: v1\nkind: ConfigMap\nmetadata: {}\n");
        return japply(DiffTest.concat(new String[] {"diff", "-f", write("m.yaml", MANIFESTS), "-f", bad,
                "--live", write("live.yaml", LIVE)}, more));
    }

    @Test
    void everyObjectWithItsActionAndChangedPathsMasked() throws IOException {
        Run run = diff("-o", "json");
        assertEquals(2, run.code(), "an object failed: " + run.err());
        String bad = dir.resolve("bad.yaml").toString();
        assertJson("""
                {"counts": {"change": 3, "create": 1, "unchanged": 1, "failed": 1},
                 "objects": [
                  {"apiVersion": "v1", "kind": "ConfigMap", "namespace": "shop", "name": "settings", "action": "change",
                   "changes": [{"path": "data.ttl", "op": "replace", "before": "300", "after": "600"}]},
                  {"apiVersion": "v1", "kind": "Secret", "namespace": "shop", "name": "db", "action": "change",
                   "changes": [{"path": "data.password", "op": "replace", "before": "*** (before)", "after": "*** (after)"}]},
                  {"apiVersion": "apps/v1", "kind": "Deployment", "namespace": "shop", "name": "web", "action": "change",
                   "changes": [{"path": "spec.replicas", "op": "replace", "before": 2, "after": 3},
                               {"path": "spec.template.spec.containers[name=web].image", "op": "replace",
                                "before": "app:1", "after": "app:2"}]},
                  {"apiVersion": "v1", "kind": "ConfigMap", "namespace": "shop", "name": "fresh", "action": "create",
                   "changes": [{"path": "apiVersion", "op": "add", "after": "v1"},
                               {"path": "data", "op": "add", "after": {"a": "b"}},
                               {"path": "kind", "op": "add", "after": "ConfigMap"},
                               {"path": "metadata", "op": "add", "after": {"name": "fresh", "namespace": "shop"}}]},
                  {"apiVersion": "v1", "kind": "ConfigMap", "namespace": "shop", "name": "same", "action": "unchanged",
                   "changes": []}
                 ],
                 "errors": ["document 1 for: \\"BAD\\": missing metadata.name"]}
                """.replace("BAD", bad.replace("\\", "\\\\")), run.out());
        assertTrue(run.out().startsWith("{\n  \"counts\": {\n    \"change\": 3,\n"), "indented: " + run.out());
        assertNoSecret(run);
    }

    @Test
    void explainAddsEachObjectsReasonsWithoutValues() throws IOException {
        Run run = japply("diff", "-f", write("m.yaml", MANIFESTS.substring(0, MANIFESTS.indexOf("---\napiVersion: apps"))),
                "--live", write("live.yaml", LIVE), "-o", "json", "--explain");
        assertEquals(1, run.code(), run.err());
        assertJson("""
                {"counts": {"change": 2, "create": 0, "unchanged": 0, "failed": 0},
                 "objects": [
                  {"apiVersion": "v1", "kind": "ConfigMap", "namespace": "shop", "name": "settings", "action": "change",
                   "changes": [{"path": "data.ttl", "op": "replace", "before": "300", "after": "600"}],
                   "explain": [{"path": "data.ttl", "reason": "set-by-file", "text": "set by the file",
                                "undoesChange": false},
                               {"path": "data.handmade", "reason": "kept",
                                "text": "kept: made on the live object by someone else, not in the file",
                                "undoesChange": false}]},
                  {"apiVersion": "v1", "kind": "Secret", "namespace": "shop", "name": "db", "action": "change",
                   "changes": [{"path": "data.password", "op": "replace", "before": "*** (before)", "after": "*** (after)"}],
                   "explain": [{"path": "data.password", "reason": "set-by-file", "text": "set by the file",
                               "undoesChange": false}]}
                 ],
                 "errors": []}
                """, run.out());
        assertNoSecret(run);
    }

    @Test
    void anUnknownFormatIsAUsageError() {
        Run run = japply("diff", "-f", example("manifests"), "--live", example("live"), "-o", "yaml");
        assertEquals(2, run.code());
        assertTrue(run.err().startsWith("error: -o must be text, json or markdown, not 'yaml'"), run.err());
        assertEquals("", run.out());
    }

    /** Same tree, same key order (Jackson keeps the order it read). */
    static void assertJson(String expected, String actual) {
        try {
            assertEquals(Json.parse(expected).toString(), Json.parse(actual).toString(), actual);
        } catch (JsonProcessingException e) {
            throw new AssertionError("not JSON: " + actual, e);
        }
    }

    static void assertNoSecret(Run run) {
        for (String value : SECRETS) {
            assertFalse((run.out() + run.err()).contains(value), value + " leaked:\n" + run.out() + run.err());
        }
    }
}
