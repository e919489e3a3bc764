package io.japply.it.real;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.japply.it.JapplyRun;
import io.japply.it.Kubectl;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issues 34 (section 4) and 35 (sections 4 and 5) on the real API server: what japply prints is what
 * the reference kubectl prints for the same command line, each tool in a namespace of its own, byte for
 * byte once the values two runs of kubectl differ in are masked where they stand (the namespace's name,
 * uids, resourceVersions, timestamps, diff's folders: {@link RunMasks#twoRuns}); every line is kept.
 */
@RealServer
class OutputOnRealServerTest {
    private static final String OBJECTS = """
            apiVersion: v1
            kind: ConfigMap
            metadata:
              name: web
              labels: {zeta: z, alpha: a}
            data: {z: last, a: first, html: "<b>&</b>"}
            ---
            apiVersion: v1
            kind: Secret
            metadata: {name: db}
            stringData: {password: hunter2}
            """;

    @TempDir
    Path tmp;

    /** Both tools, each in its namespace: exit code, stdout and stderr with the namespace read as NS. */
    private record Side(int code, String out, String err) {
    }

    private Side kubectl(Cluster cluster, String ns, List<String> args) {
        List<String> all = new ArrayList<>(args);
        all.addAll(List.of("-n", ns));
        Kubectl.Result r = cluster.kubectl(all.toArray(String[]::new));
        return new Side(r.exitCode(), normalized(r.out(), ns), normalized(r.err(), ns));
    }

    private Side japply(Cluster cluster, String ns, List<String> args) {
        List<String> all = new ArrayList<>(args);
        all.addAll(List.of("-n", ns));
        JapplyRun r = cluster.japply(all.toArray(String[]::new));
        return new Side(r.code(), normalized(r.out(), ns), normalized(r.err(), ns));
    }

    private static String normalized(String text, String ns) {
        return RunMasks.twoRuns(text, ns);
    }

    private Path file(String name, String text) throws IOException {
        return Files.writeString(tmp.resolve(name), text);
    }

    @Test
    @Timeout(240)
    void outputJsonAndYamlAreKubectls(Cluster cluster) throws IOException {
        Kubectl.require();
        String k = cluster.namespace("out-k");
        String j = cluster.namespace("out-j");
        Path objects = file("objects.yaml", OBJECTS);
        Path changed = file("changed.yaml", OBJECTS.replace("first", "second"));
        List<List<String>> lines = List.of(
                List.of("apply", "-f", objects.toString(), "-o", "json"), // created: a List, four-space indent
                List.of("apply", "-f", objects.toString(), "-o", "yaml"), // unchanged: the live objects
                List.of("apply", "-f", changed.toString(), "-o", "yaml", "--show-managed-fields"),
                List.of("apply", "-f", changed.toString(), "-o", "json", "--show-managed-fields"),
                List.of("apply", "-f", changed.toString(), "-o", "name"));
        for (List<String> line : lines) {
            Side byKubectl = kubectl(cluster, k, line);
            Side byJapply = japply(cluster, j, line);
            assertEquals(byKubectl.code(), byJapply.code(), line + "\n" + byJapply.err());
            assertEquals(byKubectl.out(), byJapply.out(), line.toString());
            assertEquals(byKubectl.err(), byJapply.err(), line.toString());
        }
        Side secret = japply(cluster, j, List.of("apply", "-f", objects.toString(), "-o", "json"));
        assertTrue(secret.out().contains("\"password\": \"aHVudGVyMg==\"") && !secret.out().contains("managedFields"),
                "Secret values printed, managedFields left out: " + secret.out());
    }

    /** kubectl prints no documents when any object fails, not even those applied (seen with kube-state-metrics). */
    @Test
    @Timeout(240)
    void outputJsonAndYamlPrintNothingWhenAnObjectFails(Cluster cluster) throws IOException {
        Kubectl.require();
        String k = cluster.namespace("fail-k");
        String j = cluster.namespace("fail-j");
        Path objects = file("one-bad.yaml", OBJECTS + "---\napiVersion: v1\nkind: ConfigMap\nmetadata: {name: Not_A_Name}\n");
        for (String format : List.of("yaml", "json")) {
            List<String> line = List.of("apply", "-f", objects.toString(), "-o", format);
            Side byKubectl = kubectl(cluster, k, line);
            Side byJapply = japply(cluster, j, line);
            assertEquals(1, byKubectl.code(), byKubectl.err());
            assertEquals(byKubectl.code(), byJapply.code(), byJapply.err());
            assertEquals(byKubectl.out(), byJapply.out(), line.toString());
        }
    }

    @Test
    @Timeout(180)
    void aKindTheServerLacksAndAServerSideConflictInKubectlsWords(Cluster cluster) throws IOException {
        Kubectl.require();
        String k = cluster.namespace("words-k");
        String j = cluster.namespace("words-j");
        Path widget = file("widget.yaml", "apiVersion: example.com/v1\nkind: Widget\nmetadata: {name: w1}\nspec: {size: 1}\n");
        for (String verb : List.of("apply", "diff")) {
            Side byKubectl = kubectl(cluster, k, List.of(verb, "-f", widget.toString()));
            Side byJapply = japply(cluster, j, List.of(verb, "-f", widget.toString()));
            assertTrue(byKubectl.err().contains("no matches for kind \"Widget\" in version \"example.com/v1\"\n"
                    + "ensure CRDs are installed first\n"), byKubectl.err());
            assertEquals(byKubectl.code(), byJapply.code(), verb);
            assertEquals(byKubectl.out(), byJapply.out(), verb);
            // apply ends with japply's count of failures, a line kubectl lacks (docs/differences.md)
            assertEquals(byKubectl.err() + (verb.equals("apply") ? "error: 1 of 1 object failed\n" : ""), byJapply.err(), verb);
        }
        String mine = "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: ssa}\ndata: {a: one, b: two}\n";
        Path theirs = file("theirs.yaml", mine);
        Path ours = file("ours.yaml", mine.replace("one", "uno").replace("two", "dos"));
        for (String ns : List.of(k, j)) {
            assertEquals(0, kubectl(cluster, ns, List.of("apply", "--server-side", "--field-manager=other", "-f",
                    theirs.toString())).code());
        }
        List<String> line = List.of("apply", "--server-side", "-f", ours.toString());
        Side byKubectl = kubectl(cluster, k, line);
        Side byJapply = japply(cluster, j, line);
        assertTrue(byKubectl.err().startsWith("error: Apply failed with 2 conflicts: conflicts with \"other\":\n"),
                byKubectl.err());
        assertEquals(new Side(byKubectl.code(), byKubectl.out(), byKubectl.err() + "error: 1 of 1 object failed\n"), byJapply);
    }

    /** kubectl get -o yaml | sed ... | kubectl apply -f -: the saved resourceVersion does not stop the create. */
    @Test
    @Timeout(180)
    void aSavedObjectWithItsResourceVersionIsCreatedAsByKubectl(Cluster cluster) throws IOException {
        Kubectl.require();
        String k = cluster.namespace("rv-k");
        String j = cluster.namespace("rv-j");
        Path objects = file("objects.yaml", OBJECTS);
        for (String ns : List.of(k, j)) {
            assertEquals(0, kubectl(cluster, ns, List.of("apply", "-f", objects.toString())).code());
        }
        // the pipeline's sed: a new name, the uid and timestamp gone, the resourceVersion kept (made the same in
        // both, so that the last-applied annotations, which record it as kubectl does, compare equal)
        Path fromK = file("k.yaml", saved(cluster, k));
        Path fromJ = file("j.yaml", saved(cluster, j));
        assertTrue(Files.readString(fromJ).contains("resourceVersion: "), "the saved object carries one");
        Side byKubectl = kubectl(cluster, k, List.of("apply", "-f", fromK.toString()));
        Side byJapply = japply(cluster, j, List.of("apply", "-f", fromJ.toString()));
        assertEquals(new Side(0, "secret/db-copy created\n", ""), byKubectl);
        assertEquals(byKubectl, byJapply);
        assertEquals(kubectl(cluster, k, List.of("get", "secret", "db-copy", "-o", "yaml")).out(),
                kubectl(cluster, j, List.of("get", "secret", "db-copy", "-o", "yaml")).out());
    }

    private static String saved(Cluster cluster, String ns) {
        return cluster.kubectl("get", "secret", "db", "-n", ns, "-o", "yaml").out().replace("name: db", "name: db-copy")
                .replaceAll("(?m)^\\s*(uid|creationTimestamp): .*\n", "")
                .replaceAll("resourceVersion: \"[0-9]+\"", "resourceVersion: \"1\"");
    }

    @Test
    @Timeout(240)
    void dryRunLinesAndDiffOrderAreKubectls(Cluster cluster) throws IOException {
        Kubectl.require();
        String ns = cluster.namespace("dry");
        String manifests = OBJECTS + """
                ---
                apiVersion: rbac.authorization.k8s.io/v1
                kind: RoleBinding
                metadata: {name: rb}
                roleRef: {apiGroup: rbac.authorization.k8s.io, kind: Role, name: r}
                subjects: [{kind: ServiceAccount, name: default}]
                ---
                apiVersion: rbac.authorization.k8s.io/v1
                kind: Role
                metadata: {name: r}
                rules: [{apiGroups: [""], resources: [configmaps], verbs: [get]}]
                ---
                apiVersion: apps/v1
                kind: Deployment
                metadata: {name: web}
                spec:
                  selector: {matchLabels: {app: web}}
                  template:
                    metadata: {labels: {app: web}}
                    spec: {containers: [{name: web, image: nginx}]}
                """;
        Path all = file("all.yaml", manifests);
        assertEquals(0, kubectl(cluster, ns, List.of("apply", "-f", all.toString())).code());
        Path changed = file("changed.yaml", manifests.replace("first", "second").replace("image: nginx", "image: nginx:2"));
        for (Path input : List.of(all, changed)) {
            for (String mode : List.of("--dry-run=client", "--dry-run=server")) {
                List<String> line = List.of("apply", "-f", input.toString(), mode);
                assertEquals(kubectl(cluster, ns, line), japply(cluster, ns, line), line.toString());
            }
        }
        Path more = file("more.yaml", manifests.replace("name: web}", "name: web2}") + "---\n"
                + OBJECTS.replace("name: web", "name: alpha").replace("first", "third"));
        for (Path input : List.of(changed, more)) {
            Side byKubectl = kubectl(cluster, ns, List.of("diff", "-f", input.toString()));
            Side byJapply = japply(cluster, ns, List.of("diff", "-f", input.toString()));
            // diff's folders and file times are masked in both (japply's built-in diff names LIVE/x, docs/differences.md)
            assertEquals(byKubectl, byJapply, input.toString());
            assertEquals("", byJapply.err(), "no count line: kubectl diff prints nothing on stderr");
        }
    }
}
