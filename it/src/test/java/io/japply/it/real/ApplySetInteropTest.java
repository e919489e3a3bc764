package io.japply.it.real;

import static io.japply.it.real.RealFixtures.APPLYSET_ON;
import static io.japply.it.real.RealFixtures.configMaps;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import com.fasterxml.jackson.databind.JsonNode;
import io.japply.it.JapplyRun;
import io.japply.it.Kubectl;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * ApplySets between the reference kubectl (1.37.2) and japply on the real server: a pipeline moves from
 * kubectl to japply and back with nothing done on the cluster by hand (the parent stays kubectl's), and a
 * custom resource parent works for japply as for kubectl.
 */
@RealServer
class ApplySetInteropTest {

    @TempDir
    Path tmp;

    private Kubectl.Result kubectl(Cluster cluster, String... args) {
        return cluster.kubectlIn(APPLYSET_ON, args);
    }

    @Test
    @Timeout(300)
    void kubectlThenJapplyThenKubectl(Cluster cluster) throws IOException {
        Kubectl.require();
        String ns = cluster.namespace("interop");
        Kubectl.Result first = kubectl(cluster, "apply", "-f", configMaps(tmp, "abc", "a", "b", "c").toString(), "-n", ns,
                "--prune", "--applyset=pipeline");
        assertEquals(0, first.exitCode(), first.err());
        String tooling = annotation(cluster, ns, "applyset.kubernetes.io/tooling");

        JapplyRun japply = cluster.japply("apply", "-f", configMaps(tmp, "ab", "a", "b").toString(), "-n", ns, "--prune",
                "--applyset=pipeline");
        assertEquals(new JapplyRun(0, "configmap/a unchanged\nconfigmap/b unchanged\nconfigmap/c pruned\n", ""), japply);
        assertEquals(tooling, annotation(cluster, ns, "applyset.kubernetes.io/tooling"), "still kubectl's set");
        assertEquals(List.of("kubectl-applyset"), managers(cluster, ns));

        Kubectl.Result back = kubectl(cluster, "apply", "-f", configMaps(tmp, "a", "a").toString(), "-n", ns, "--prune",
                "--applyset=pipeline");
        assertEquals(new Kubectl.Result(0, "configmap/a unchanged\nconfigmap/b pruned\n", ""), back);
        assertNull(cluster.get("configmap", ns, "b"));
        assertNull(cluster.get("configmap", ns, "c"));
        assertEquals("ConfigMap", annotation(cluster, ns, "applyset.kubernetes.io/contains-group-kinds"));
    }

    /** A set japply made is japply's: kubectl refuses it, in its words, and prunes nothing. */
    @Test
    @Timeout(300)
    void aSetJapplyMadeIsRefusedByKubectlUntilHandedOver(Cluster cluster) throws IOException {
        Kubectl.require();
        String ns = cluster.namespace("handover");
        JapplyRun made = cluster.japply("apply", "-f", configMaps(tmp, "ab2", "a", "b").toString(), "-n", ns, "--prune",
                "--applyset=made");
        assertEquals(0, made.code(), made.err());
        Path a = configMaps(tmp, "a2", "a");
        Kubectl.Result refused = kubectl(cluster, "apply", "-f", a.toString(), "-n", ns, "--prune", "--applyset=made");
        assertEquals(1, refused.exitCode());
        assertEquals("error: ApplySet parent object \"secrets./made\" already exists and is managed by tooling \"japply\""
                + " instead of \"kubectl\"\n", refused.err());
        Kubectl.Result annotated = cluster.kubectl("annotate", "secret", "made", "-n", ns,
                "applyset.kubernetes.io/tooling=kubectl/v1.32.13", "--overwrite");
        assertEquals(0, annotated.exitCode(), annotated.err());
        Kubectl.Result handedOver = kubectl(cluster, "apply", "-f", a.toString(), "-n", ns, "--prune", "--applyset=made");
        assertEquals(0, handedOver.exitCode(), handedOver.err());
        assertEquals("configmap/a unchanged\nconfigmap/b pruned\n", handedOver.out());
    }

    /**
     * --applyset=KIND.GROUP/NAME: a parent of a kind whose CRD is labelled is-parent-type, side by side:
     * the same lines, the same members left, the same annotations on each parent (tooling aside).
     */
    @Test
    @Timeout(300)
    void aCustomResourceParentAsKubectl(Cluster cluster) throws IOException {
        Kubectl.require();
        Path crd = Files.writeString(tmp.resolve("crd.yaml"), """
                apiVersion: apiextensions.k8s.io/v1
                kind: CustomResourceDefinition
                metadata:
                  name: deploysets.interop.example.com
                  labels: {applyset.kubernetes.io/is-parent-type: "true"}
                spec:
                  group: interop.example.com
                  scope: Namespaced
                  names: {plural: deploysets, singular: deployset, kind: DeploySet}
                  versions:
                  - name: v1
                    served: true
                    storage: true
                    schema: {openAPIV3Schema: {type: object, x-kubernetes-preserve-unknown-fields: true}}
                """);
        assertEquals(0, cluster.kubectl("apply", "-f", crd.toString()).exitCode());
        assertEquals(0, cluster.kubectl("wait", "--for=condition=established", "--timeout=60s", "-f", crd.toString()).exitCode());
        String kns = cluster.namespace("kubectl");
        String jns = cluster.namespace("japply");
        List<String> steps = List.of("a,b", "a");
        Path first = configMaps(tmp, "cr-missing", "a");
        Kubectl.Result kubectlMissing = kubectl(cluster, "apply", "-f", first.toString(), "-n", kns, "--prune",
                "--applyset=deploysets.interop.example.com/web");
        JapplyRun japplyMissing = cluster.japply("apply", "-f", first.toString(), "-n", jns, "--prune",
                "--applyset=DeploySet.interop.example.com/web");
        assertEquals(new Kubectl.Result(1, "", "error: custom resource ApplySet parents cannot be created automatically\n"),
                kubectlMissing);
        assertEquals(new JapplyRun(kubectlMissing.exitCode(), kubectlMissing.out(), kubectlMissing.err()), japplyMissing);
        // kubectl creates no custom resource parent and adopts only one made ready for it: its id, tooling and kinds
        for (String ns : List.of(kns, jns)) {
            Path parent = Files.writeString(tmp.resolve("parent-" + ns + ".yaml"), "apiVersion: interop.example.com/v1\n"
                    + "kind: DeploySet\nmetadata:\n  name: web\n  labels: {applyset.kubernetes.io/id: "
                    + id("web." + ns + ".DeploySet.interop.example.com") + "}\n  annotations: {applyset.kubernetes.io/tooling:"
                    + " kubectl/v1.32.13, applyset.kubernetes.io/contains-group-kinds: \"\"}\n");
            Kubectl.Result created = cluster.kubectl("create", "-f", parent.toString(), "-n", ns);
            assertEquals(0, created.exitCode(), created.err());
        }
        for (String step : steps) {
            Path dir = configMaps(tmp, "cr-" + step.replace(",", ""), step.split(","));
            Kubectl.Result kubectl = kubectl(cluster, "apply", "-f", dir.toString(), "-n", kns, "--prune",
                    "--applyset=deploysets.interop.example.com/web");
            JapplyRun japply = cluster.japply("apply", "-f", dir.toString(), "-n", jns, "--prune",
                    "--applyset=DeploySet.interop.example.com/web");
            assertEquals(0, kubectl.exitCode(), step + ": " + kubectl.err());
            assertEquals(kubectl.exitCode(), japply.code(), step + ": " + kubectl.err() + " / " + japply.err());
            assertEquals(sortedLines(kubectl.out()), sortedLines(japply.out()), step);
            assertEquals(LiveObjects.of(cluster, "configmaps", kns, false), LiveObjects.of(cluster, "configmaps", jns, false), step);
            JsonNode kubectlParent = cluster.get("deploysets.interop.example.com", kns, "web").at("/metadata");
            JsonNode japplyParent = cluster.get("deploysets.interop.example.com", jns, "web").at("/metadata");
            for (String key : List.of("applyset.kubernetes.io/contains-group-kinds", "applyset.kubernetes.io/additional-namespaces")) {
                assertEquals(kubectlParent.at("/annotations").path(key), japplyParent.at("/annotations").path(key), key);
            }
            // kubectl's id hashes name.namespace.Kind.group: each parent's is that of its own namespace
            assertEquals(id("web." + kns + ".DeploySet.interop.example.com"),
                    kubectlParent.at("/labels").path("applyset.kubernetes.io/id").asText());
            assertEquals(id("web." + jns + ".DeploySet.interop.example.com"),
                    japplyParent.at("/labels").path("applyset.kubernetes.io/id").asText());
        }
    }

    private static String id(String unhashed) {
        try {
            byte[] hash = java.security.MessageDigest.getInstance("SHA-256")
                    .digest(unhashed.getBytes(java.nio.charset.StandardCharsets.UTF_8));
            return "applyset-" + java.util.Base64.getUrlEncoder().withoutPadding().encodeToString(hash) + "-v1";
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private static List<String> sortedLines(String out) {
        return new ArrayList<>(new TreeSet<>(out.lines().toList()));
    }

    private static String annotation(Cluster cluster, String ns, String key) {
        return cluster.get("secret", ns, "pipeline").at("/metadata/annotations").path(key).asText();
    }

    /** The field managers of the parent secret "pipeline" (kubectl get shows managedFields only when asked). */
    private static List<String> managers(Cluster cluster, String ns) {
        Kubectl.Result got = cluster.kubectl("get", "secret", "pipeline", "-n", ns, "--show-managed-fields",
                "-o", "jsonpath={.metadata.managedFields[*].manager}");
        assertEquals(0, got.exitCode(), got.err());
        return List.of(got.out().strip().split("\\s+"));
    }
}
