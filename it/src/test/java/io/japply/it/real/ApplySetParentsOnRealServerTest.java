package io.japply.it.real;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.japply.it.JapplyRun;
import io.japply.it.Kubectl;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A pipeline's ApplySet line ({@code apply --kustomize DIR --prune --server-side --applyset=PARENT
 * --force-conflicts}) with each kind of parent japply supports: a Secret, a ConfigMap, a namespaced custom
 * resource and a cluster-scoped one (their CRDs labelled is-parent-type). The reference kubectl (1.37.2) in
 * one namespace, japply in another, two releases (the second prunes): the same exit code, stdout and stderr
 * byte for byte (klog's time and pid and the namespace's name masked), the same members after. A custom
 * resource parent is made beforehand by {@code kubectl create} (kubectl makes none itself), so the first
 * write of its annotations conflicts with kubectl-create's and is forced, with klog's warning.
 */
@RealServer
class ApplySetParentsOnRealServerTest {
    private static final Map<String, String> APPLYSET_ON = Map.of("KUBECTL_APPLYSET", "true");
    private static final String GROUP = "parents.japply.example.com";

    @TempDir
    Path tmp;

    @Test
    @Timeout(400)
    void everyKindOfParentPrunesAsKubectl(Cluster cluster) throws IOException {
        Kubectl.require();
        crd(cluster, "NsParent", "nsparents", "Namespaced");
        crd(cluster, "ClusterParent", "clusterparents", "Cluster");
        String tooling = "kubectl/" + new ObjectMapper().readTree(cluster.kubectl("version", "--client", "-o", "json").out())
                .at("/clientVersion/gitVersion").asText();
        Path both = kustomization("both", "a", "b");
        Path one = kustomization("one", "a");
        for (String parent : List.of("set", "configmaps/set", "nsparents." + GROUP + "/set", "clusterparents." + GROUP + "/")) {
            String kns = cluster.namespace("kubectl");
            String jns = cluster.namespace("japply");
            String kflag = parent.endsWith("/") ? parent + "p-" + kns : parent;
            String jflag = parent.endsWith("/") ? parent + "p-" + jns : parent;
            if (parent.contains(GROUP)) {
                createParent(cluster, kflag, kns, tooling);
                createParent(cluster, jflag, jns, tooling);
            }
            for (Path release : List.of(both, one)) {
                String where = parent + " " + release.getFileName() + ": ";
                Kubectl.Result kubectl = cluster.kubectlIn(APPLYSET_ON, line(release, kns, kflag));
                JapplyRun japply = cluster.japply(line(release, jns, jflag));
                assertEquals(0, kubectl.exitCode(), where + kubectl.err());
                assertEquals(kubectl.exitCode(), japply.code(), where + japply.err());
                assertEquals(PipelineLinesOnRealServerTest.masked(kubectl.out(), kns),
                        PipelineLinesOnRealServerTest.masked(japply.out(), jns), where + "stdout");
                assertEquals(PipelineLinesOnRealServerTest.masked(kubectl.err(), kns),
                        PipelineLinesOnRealServerTest.masked(japply.err(), jns), where + "stderr");
                assertEquals(LiveObjects.of(cluster, "configmaps", kns), LiveObjects.of(cluster, "configmaps", jns), where);
            }
        }
    }

    private static String[] line(Path release, String namespace, String applyset) {
        return new String[] {"apply", "--kustomize", release.toString(), "-n", namespace, "--prune", "--server-side",
                "--applyset=" + applyset, "--force-conflicts"};
    }

    private Path kustomization(String dir, String... names) throws IOException {
        Path folder = Files.createDirectories(tmp.resolve(dir));
        StringBuilder resources = new StringBuilder("resources:\n");
        for (String name : names) {
            Files.writeString(folder.resolve(name + ".yaml"),
                    "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: " + name + "\ndata: {key: " + name + "}\n");
            resources.append("- ").append(name).append(".yaml\n");
        }
        Files.writeString(folder.resolve("kustomization.yaml"), resources.toString());
        return folder;
    }

    private void crd(Cluster cluster, String kind, String plural, String scope) throws IOException {
        Path crd = Files.writeString(tmp.resolve(plural + ".yaml"), "apiVersion: apiextensions.k8s.io/v1\n"
                + "kind: CustomResourceDefinition\nmetadata:\n  name: " + plural + "." + GROUP + "\n"
                + "  labels: {applyset.kubernetes.io/is-parent-type: \"true\"}\nspec:\n  group: " + GROUP + "\n"
                + "  scope: " + scope + "\n  names: {plural: " + plural + ", singular: " + plural.replaceAll("s$", "")
                + ", kind: " + kind + "}\n  versions:\n  - name: v1\n    served: true\n    storage: true\n"
                + "    schema: {openAPIV3Schema: {type: object, x-kubernetes-preserve-unknown-fields: true}}\n");
        Kubectl.Result applied = cluster.kubectl("apply", "-f", crd.toString());
        assertEquals(0, applied.exitCode(), applied.err());
        Kubectl.Result established = cluster.kubectl("wait", "--for=condition=established", "--timeout=60s", "-f", crd.toString());
        assertEquals(0, established.exitCode(), established.err());
    }

    /** A parent as kubectl adopts one: kubectl's id label (name.namespace.Kind.group hashed), its tooling, no kinds yet. */
    private void createParent(Cluster cluster, String flag, String namespace, String tooling) throws IOException {
        String plural = flag.substring(0, flag.indexOf('.'));
        String kind = plural.equals("nsparents") ? "NsParent" : "ClusterParent";
        String name = flag.substring(flag.indexOf('/') + 1);
        String ns = kind.equals("NsParent") ? namespace : "";
        Path file = Files.writeString(tmp.resolve("parent-" + namespace + ".yaml"), "apiVersion: " + GROUP + "/v1\n"
                + "kind: " + kind + "\nmetadata:\n  name: " + name + "\n  labels: {applyset.kubernetes.io/id: "
                + id(name + "." + ns + "." + kind + "." + GROUP) + "}\n  annotations: {applyset.kubernetes.io/tooling: "
                + tooling + ", applyset.kubernetes.io/contains-group-kinds: \"\"}\n");
        Kubectl.Result created = cluster.kubectl("create", "-f", file.toString(), "-n", namespace);
        assertEquals(0, created.exitCode(), created.err());
    }

    private static String id(String unhashed) {
        try {
            byte[] hash = MessageDigest.getInstance("SHA-256").digest(unhashed.getBytes(StandardCharsets.UTF_8));
            return "applyset-" + Base64.getUrlEncoder().withoutPadding().encodeToString(hash) + "-v1";
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
