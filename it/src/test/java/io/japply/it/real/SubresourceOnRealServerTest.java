package io.japply.it.real;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import io.fabric8.kubernetes.client.utils.Serialization;
import io.japply.apply.model.Action;
import io.japply.apply.model.ApplyResult;
import io.japply.apply.Japply;
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
 * Issue 35: {@code apply --server-side --subresource=status} beside the reference kubectl (1.37.2) on the
 * real API server, each tool in a namespace of its own: the same exit code, stdout and stderr, and the same
 * object after (its status written, its spec untouched, the status manager's entry recorded as the
 * subresource's). Refusals too: without --server-side, and an object that does not exist.
 */
@RealServer
class SubresourceOnRealServerTest {
    private static final String CRD = """
            apiVersion: apiextensions.k8s.io/v1
            kind: CustomResourceDefinition
            metadata: {name: meters.sub.japply.io}
            spec:
              group: sub.japply.io
              scope: Namespaced
              names: {plural: meters, singular: meter, kind: Meter}
              versions:
              - name: v1
                served: true
                storage: true
                subresources: {status: {}}
                schema:
                  openAPIV3Schema:
                    type: object
                    x-kubernetes-preserve-unknown-fields: true
            """;
    private static final String METER = "apiVersion: sub.japply.io/v1\nkind: Meter\nmetadata: {name: m1}\n";

    @TempDir
    Path tmp;

    @Test
    @Timeout(240)
    void statusIsAppliedAsKubectlAppliesIt(Cluster cluster) throws IOException {
        Kubectl.require();
        establish(cluster);
        Path meter = Files.writeString(tmp.resolve("meter.yaml"), METER + "spec: {size: 1}\n");
        // the status subresource ignores the spec: size 99 must not reach the object
        Path status = Files.writeString(tmp.resolve("status.yaml"), METER + "spec: {size: 99}\nstatus: {phase: Ready}\n");
        Path missing = Files.writeString(tmp.resolve("missing.yaml"), METER.replace("m1", "nosuch") + "status: {phase: Ready}\n");
        BothTools both = new BothTools(cluster, "sub");
        String k = both.kubectlNamespace();
        String j = both.japplyNamespace();
        assertEquals(0, both.kubectl("apply", "--server-side", "-f", meter.toString()).code());
        assertEquals(0, both.japply("apply", "--server-side", "-f", meter.toString()).code());
        List<List<String>> lines = List.of(
                List.of("apply", "-f", status.toString(), "--subresource=status"), // refused: not server-side
                List.of("apply", "--server-side", "--subresource=status", "--dry-run=server", "-f", status.toString()),
                List.of("apply", "--server-side", "--subresource=status", "-f", status.toString()),
                List.of("apply", "--server-side", "--subresource", "status", "-f", status.toString()));
        for (List<String> line : lines) {
            BothTools.Side byKubectl = both.kubectl(line.toArray(String[]::new));
            BothTools.Side byJapply = both.japply(line.toArray(String[]::new));
            assertEquals(byKubectl, byJapply, line.toString());
        }
        assertEquals("Ready", cluster.get("meters.sub.japply.io", j, "m1").at("/status/phase").asText());
        assertEquals(withoutTimes(cluster.get("meters.sub.japply.io", k, "m1")),
                withoutTimes(cluster.get("meters.sub.japply.io", j, "m1")));
        BothTools.Side byKubectl = both.kubectl("apply", "--server-side", "--subresource=status", "-f", missing.toString());
        BothTools.Side byJapply = both.japply("apply", "--server-side", "--subresource=status", "-f", missing.toString());
        assertEquals(1, byKubectl.code());
        assertEquals(byKubectl.code(), byJapply.code());
        assertEquals(byKubectl.out(), byJapply.out());
        // japply names the file and document before the server's words, and counts the failure (docs/differences.md)
        assertTrue(byJapply.err().contains(byKubectl.err().strip()), byJapply.err() + " vs " + byKubectl.err());
    }

    /** The library's Japply.subresource("status"): an operator writes its resource's status as kubectl would. */
    @Test
    @Timeout(240)
    void theLibraryAppliesAStatusAsKubectlDoes(Cluster cluster) throws IOException {
        Kubectl.require();
        establish(cluster);
        BothTools both = new BothTools(cluster, "sub-lib");
        String k = both.kubectlNamespace();
        String j = both.japplyNamespace();
        Path meter = Files.writeString(tmp.resolve("meter.yaml"), METER + "spec: {size: 1}\n");
        Path status = Files.writeString(tmp.resolve("status.yaml"), METER + "spec: {size: 99}\nstatus: {phase: Ready}\n");
        assertEquals(0, both.kubectl("apply", "--server-side", "-f", meter.toString()).code());
        assertEquals(0, both.japply("apply", "--server-side", "-f", meter.toString()).code());
        assertEquals(0, both.kubectl("apply", "--server-side", "--subresource=status", "-f", status.toString()).code());
        GenericKubernetesResource ready = Serialization.unmarshal(Files.readString(status), GenericKubernetesResource.class);
        ready.getMetadata().setNamespace(j);
        ApplyResult result = Japply.with(cluster.client()).serverSide(true).subresource("status").apply(ready);
        assertEquals(Action.SERVER_SIDE_APPLIED, result.action(), result.toString());
        JsonNode live = cluster.get("meters.sub.japply.io", j, "m1");
        assertEquals("Ready", live.at("/status/phase").asText());
        assertEquals(1, live.at("/spec/size").asInt(), "the status subresource leaves the spec alone");
        assertEquals(withoutTimes(cluster.get("meters.sub.japply.io", k, "m1")), withoutTimes(live));
    }

    private void establish(Cluster cluster) throws IOException {
        Path crd = Files.writeString(tmp.resolve("crd.yaml"), CRD);
        assertEquals(0, cluster.kubectl("apply", "-f", crd.toString()).exitCode());
        assertEquals(0, cluster.kubectl("wait", "--for=condition=Established", "--timeout=60s",
                "crd/meters.sub.japply.io").exitCode());
    }

    /** A subresource is one word of the path: japply never lets it lead the request to another object. */
    @Test
    @Timeout(120)
    void aSubresourceThatIsNotOneWordIsRefusedBeforeAnythingIsSent(Cluster cluster) throws IOException {
        String j = cluster.namespace("sub-path");
        Path cm = Files.writeString(tmp.resolve("cm.yaml"), "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\n");
        JapplyRun run = cluster.japply("apply", "--server-side", "--subresource=../../configmaps/other", "-f",
                cm.toString(), "-n", j, "-v=6");
        assertEquals(1, run.code(), run.err());
        assertTrue(run.err().contains("--subresource must name a subresource such as status or scale, not"
                + " '../../configmaps/other'"), run.err());
        assertTrue(!run.err().contains("PATCH") && !run.err().contains("POST"), run.err());
        assertEquals(1, cluster.kubectl("get", "configmap", "c", "-n", j).exitCode());
    }

    /** The object less what differs between two creations: uid, resourceVersion, times, the namespace. */
    private static JsonNode withoutTimes(JsonNode object) {
        ObjectNode copy = object.deepCopy();
        ObjectNode metadata = (ObjectNode) copy.get("metadata");
        metadata.remove(List.of("uid", "resourceVersion", "creationTimestamp", "namespace"));
        metadata.path("managedFields").forEach(entry -> ((ObjectNode) entry).remove("time"));
        return copy;
    }
}
