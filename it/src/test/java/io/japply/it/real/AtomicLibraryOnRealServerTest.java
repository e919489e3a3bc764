package io.japply.it.real;

import static io.japply.it.real.AtomicOnRealServerTest.CONFIG;
import static io.japply.it.real.AtomicOnRealServerTest.DEPLOYMENT;
import static io.japply.it.real.AtomicOnRealServerTest.EXTRA;
import static io.japply.it.real.AtomicOnRealServerTest.SERVICE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.japply.apply.ApplyReport;
import io.japply.apply.Japply;
import io.japply.apply.Manifests;
import io.japply.apply.model.RollbackReport;
import io.japply.apply.model.RollbackResult;
import io.japply.apply.status.WaitListener;
import io.japply.apply.status.WaitOutcome;
import io.japply.it.Kubectl;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** {@code Japply.atomic(true).applyAndWait(...)}: the same release rolled back through the library, a custom resource too. */
@RealServer
class AtomicLibraryOnRealServerTest {
    private static final String CRD = """
            apiVersion: apiextensions.k8s.io/v1
            kind: CustomResourceDefinition
            metadata: {name: gadgets.atomic.japply.io}
            spec:
              group: atomic.japply.io
              scope: Namespaced
              names: {plural: gadgets, singular: gadget, kind: Gadget}
              versions:
              - name: v1
                served: true
                storage: true
                schema:
                  openAPIV3Schema:
                    type: object
                    x-kubernetes-preserve-unknown-fields: true
            """;
    private static final String GADGET = "apiVersion: atomic.japply.io/v1\nkind: Gadget\nmetadata: {name: g}\n"
            + "spec: {size: %d, colour: %s}\n";

    @TempDir
    Path tmp;

    /** The group named: LibraryOnRealServerTest's CRD has the plural gadgets too, and kubectl may pick either. */
    private static final String[] OBJECTS = {"deployment/web", "configmap/settings", "service/web", "gadgets.atomic.japply.io/g"};

    @Test
    @Timeout(240)
    void theLibraryRollsBackAReleaseThatNeverBecomesReady(Cluster cluster) throws Exception {
        Kubectl.require();
        Path crd = Files.writeString(tmp.resolve("crd.yaml"), CRD);
        assertEquals(0, cluster.kubectl("apply", "-f", crd.toString()).exitCode());
        assertEquals(0, cluster.kubectl("wait", "--for=condition=established", "--timeout=60s",
                "crd/gadgets.atomic.japply.io").exitCode());
        String ns = cluster.namespace("atomic-lib");
        Japply japply = Japply.with(cluster.client()).namespace(ns).atomic(true);
        ApplyReport first = japply.applyAndWait(Manifests.parse("one", String.join("---\n",
                String.format(DEPLOYMENT, 0, "1"), String.format(CONFIG, "{a: '1'}"), String.format(SERVICE, "one", 80),
                String.format(GADGET, 1, "red"))), Duration.ofSeconds(60), new WaitListener() {
                });
        assertTrue(first.succeeded(), first.toString());
        assertTrue(first.rollback().isEmpty());
        Map<String, JsonNode> before = ReleaseObjects.live(cluster, ns, OBJECTS);

        ApplyReport second = japply.applyAndWait(Manifests.parse("two", String.join("---\n",
                String.format(DEPLOYMENT, 1, "2"), String.format(CONFIG, "{a: '2'}"), String.format(SERVICE, "two", 81),
                String.format(GADGET, 2, "blue"), EXTRA)), Duration.ofSeconds(15), new WaitListener() {
                });

        assertTrue(second.failed().isEmpty(), second.toString());
        assertEquals(WaitOutcome.End.TIMED_OUT, second.readiness().orElseThrow().end());
        RollbackReport rollback = second.rollback().orElseThrow();
        assertTrue(rollback.complete(), rollback.toString());
        assertTrue(rollback.cause().startsWith("timed out"), rollback.cause());
        assertEquals(5, rollback.objects().size(), rollback.toString());
        assertEquals(1, rollback.objects().stream().filter(r -> r.step() == RollbackResult.Step.DELETED).count());
        assertEquals(WaitOutcome.End.ALL_CURRENT, rollback.readiness().orElseThrow().end());
        assertNull(cluster.get("configmap", ns, "added-by-release-2"));
        assertEquals(before, ReleaseObjects.live(cluster, ns, OBJECTS));
    }

}
