package io.japply.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import io.japply.apply.cluster.ObjectRef;

/**
 * A dry run never changes the server: with --dry-run=server every write, --force's DELETE
 * included, carries dryRun; with --dry-run=client nothing is written at all. The in-memory cluster
 * honours dryRun as the API server does, so a write that slipped through would show.
 */
class DryRunForceTest {
    private static final String DEPLOYMENT = "apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\nspec:\n"
            + "  replicas: 2\n  template:\n    spec:\n      containers:\n      - {name: app, image: app:1}\n";
    private static final ObjectRef WEB = new ObjectRef("apps/v1", "Deployment", "default", "web");
    private static final String IMMUTABLE = "spec.selector: field is immutable";

    @TempDir
    Path dir;

    private final FakeJob job = new FakeJob();
    private final FakeCluster cluster = job.cluster;
    private String file;
    private ObjectNode before;

    @BeforeEach
    void webIsLiveAndItsManifestChanged() throws IOException {
        file = Files.writeString(dir.resolve("web.yaml"), DEPLOYMENT).toString();
        assertEquals(0, job.japply("-f", file).code());
        Files.writeString(dir.resolve("web.yaml"), DEPLOYMENT.replace("app:1", "app:2"));
        before = cluster.objects.get(WEB).deepCopy();
        cluster.requests.clear();
    }

    private List<FakeCluster.Request> writes() {
        return cluster.requests.stream().filter(r -> List.of("POST", "PATCH", "DELETE").contains(r.verb())).toList();
    }

    @Test
    void forceWithServerDryRunDeletesNothingAndSaysWhatWouldHappen() {
        cluster.refuseNextWrite(422, IMMUTABLE);
        FakeJob.Run run = job.japply("-f", file, "--force", "--dry-run=server");
        assertEquals(0, run.code(), run.err());
        assertEquals("deployment.apps/web configured (server dry run)\n", run.out());
        assertEquals("Warning: --force: the server refused the patch of deployments/web (Error from server (Invalid): "
                + IMMUTABLE + "); it would be deleted and created again\n", run.err());
        assertEquals(before, cluster.objects.get(WEB), "the live object is untouched");
        assertEquals(List.of("PATCH", "DELETE", "POST"), writes().stream().map(FakeCluster.Request::verb).toList());
        assertTrue(writes().stream().allMatch(FakeCluster.Request::dryRun), "every write carries dryRun: " + writes());
    }

    @Test
    void forceWithServerDryRunReportsANewObjectTheServerWouldRefuse() {
        cluster.refuseNextWrite(422, IMMUTABLE);
        cluster.refuseNextWrite(422, "spec.template: invalid");
        FakeJob.Run run = job.japply("-f", file, "--force", "--dry-run=server");
        assertEquals(1, run.code());
        assertTrue(run.err().contains("--force: the new object would be refused (Error from server (Invalid):"
                + " spec.template: invalid); nothing was deleted"), run.err());
        assertEquals(before, cluster.objects.get(WEB));
        assertEquals(List.of("PATCH", "DELETE", "POST"), writes().stream().map(FakeCluster.Request::verb).toList(),
                "no restoring create: nothing was deleted");
        assertTrue(writes().stream().allMatch(FakeCluster.Request::dryRun), writes().toString());
    }

    @Test
    void clientDryRunSendsNoWriteAtAll() {
        cluster.refuseNextWrite(422, IMMUTABLE);
        FakeJob.Run run = job.japply("-f", file, "--force", "--dry-run=client");
        assertEquals(new FakeJob.Run(0, "deployment.apps/web configured (dry run)\n", ""), run);
        assertEquals(List.of(), writes());
        assertEquals(before, cluster.objects.get(WEB));
    }

    @Test
    void theClusterStoresNothingForAServerDryRun() throws IOException {
        String other = Files.writeString(dir.resolve("cm.yaml"),
                "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: new}\ndata: {k: v}\n").toString();
        FakeJob.Run run = job.japply("-f", file, "-f", other, "--dry-run=server");
        assertEquals(new FakeJob.Run(0, "deployment.apps/web configured (server dry run)\n"
                + "configmap/new created (server dry run)\n", ""), run);
        assertEquals(before, cluster.objects.get(WEB));
        assertFalse(cluster.objects.containsKey(new ObjectRef("v1", "ConfigMap", "default", "new")));
        assertEquals(2, writes().size());
        assertTrue(writes().stream().allMatch(FakeCluster.Request::dryRun), writes().toString());
    }
}
