package io.japply.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.apply.cluster.ClusterGateway;
import io.japply.apply.cluster.ForwardingGateway;
import io.japply.apply.cluster.ObjectRef;
import io.japply.threeway.json.Json;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A prune the server refuses in part: told in kubectl's words, counted apart from the objects of the
 * input (6 objects applied, 1 prune failed: not "1 of 7 objects failed"), the JSON summary kept.
 */
class PruneFailuresTest {
    private static final String FORBIDDEN_LIST = "Error from server (Forbidden): deployments.apps is forbidden: User"
            + " \"system:serviceaccount:team:deployer\" cannot list resource \"deployments\" in API group \"apps\" in"
            + " the namespace \"team\"";

    @TempDir
    Path dir;

    private final FakeCluster cluster = new FakeCluster();
    /** What the server refuses: LISTs of Deployments, the DELETE of "old-1", every request at all. */
    private boolean refuseLists;
    private boolean refuseDelete;
    private boolean unreachable;

    private final ClusterGateway refusing = new ForwardingGateway(cluster) {
        @Override
        public ClusterGateway reportingTo(Consumer<String> warnings) {
            return this;
        }

        @Override
        public Optional<Served> resource(String apiVersion, String kind) {
            if (unreachable) {
                throw new Refused(0, "cannot reach the server: GET https://127.0.0.1:6443/api/v1: connection refused");
            }
            return super.resource(apiVersion, kind);
        }

        @Override
        public List<ObjectNode> list(ObjectRef kind, Served served, String labelSelector) {
            if (refuseLists && kind.kind().equals("Deployment")) {
                throw new Refused(403, FORBIDDEN_LIST);
            }
            return super.list(kind, served, labelSelector);
        }

        @Override
        public void delete(ObjectRef ref, Served served, Deletion options) {
            if (refuseDelete && ref.name().equals("old-1")) {
                throw new Refused(403, "Error from server (Forbidden): configmaps \"old-1\" is forbidden: User"
                        + " \"system:serviceaccount:team:deployer\" cannot delete resource \"configmaps\"");
            }
            super.delete(ref, served, options);
        }
    };

    private record Run(int code, String out, String err) {
    }

    private Run japply(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        FakeTime time = new FakeTime();
        int code = new Japply(flags -> refusing, time).clock(time).run(new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), args);
        return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private String input(String... names) throws IOException {
        return input(List.of(), names);
    }

    private String input(List<String> more, String... names) throws IOException {
        List<String> docs = new ArrayList<>(more);
        for (String name : names) {
            docs.add("apiVersion: v1\nkind: ConfigMap\nmetadata: {name: " + name + "}\ndata: {k: v}\n");
        }
        return Files.writeString(dir.resolve("in.yaml"), String.join("---\n", docs)).toString();
    }

    private static final String[] SIX = {"c1", "c2", "c3", "c4", "c5", "c6"};

    @BeforeEach
    void aSetWithTwoMembersToPrune() throws IOException {
        List<String> first = new ArrayList<>(List.of(SIX));
        first.addAll(List.of("old-1", "old-2"));
        String web = "apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: web}\nspec: {replicas: 1}\n";
        assertEquals(0, japply("-f", input(List.of(web), first.toArray(String[]::new)), "--prune", "--applyset=app",
                "-n", "team").code());
    }

    private Run pruneSix() throws IOException {
        return japply("-f", input(SIX), "--prune", "--applyset=app", "-n", "team", "--summary=json");
    }

    @Test
    void aFailedPruneIsCountedApartFromTheObjectsOfTheInput() throws IOException {
        refuseDelete = true;
        Run run = pruneSix();
        assertEquals(1, run.code());
        assertEquals("error: pruning configmap/old-1: Error from server (Forbidden): configmaps \"old-1\" is forbidden:"
                + " User \"system:serviceaccount:team:deployer\" cannot delete resource \"configmaps\"\n"
                + "error: 1 of 3 prunes failed\n", run.err(), "no \"1 of 7 objects failed\" for 6 objects");
        JsonNode summary = Cli.parse(run.out());
        assertEquals(Json.parse("{\"objects\":6,\"created\":0,\"configured\":0,\"unchanged\":6,\"serverside-applied\":0,"
                + "\"failed\":0,\"pruned\":2,\"pruneFailed\":1}"), summary.get("totals"));
        assertEquals(1, summary.get("exitCode").asInt());
        assertTrue(cluster.objects.containsKey(new ObjectRef("v1", "ConfigMap", "team", "old-1")));
        assertTrue(!cluster.objects.containsKey(new ObjectRef("v1", "ConfigMap", "team", "old-2")), "the other is pruned");
    }

    /**
     * kubectl: "listing apps/v1, Kind=Deployment objects for pruning: deployments.apps is forbidden: ..." (its
     * GroupVersionKind), and nothing is deleted, the ConfigMaps that could be listed neither.
     */
    @Test
    void aKindThatCannotBeListedIsToldInKubectlsWordsAndTheSummaryStays() throws IOException {
        refuseLists = true;
        Run run = pruneSix();
        assertEquals(1, run.code());
        assertEquals("error: listing apps/v1, Kind=Deployment objects for pruning: "
                + FORBIDDEN_LIST.replace("Error from server (Forbidden): ", "") + "\n"
                + "error: 1 of 1 prunes failed\n", run.err());
        JsonNode summary = Cli.parse(run.out());
        assertEquals(Json.parse("[{\"apiVersion\":\"apps/v1\",\"kind\":\"Deployment\",\"namespace\":null,\"name\":null,"
                + "\"action\":null,\"error\":" + Cli.quoted(run.err().lines().findFirst().orElseThrow().substring(7))
                + ",\"warnings\":[]}]"), summary.get("pruned"), "the kind that could not be listed, by its own record");
        assertEquals(0, summary.at("/totals/failed").asInt(), "every object of the input was applied");
        assertEquals(1, summary.at("/totals/pruneFailed").asInt());
        assertEquals(1, summary.get("exitCode").asInt());
        assertTrue(cluster.objects.containsKey(new ObjectRef("v1", "ConfigMap", "team", "old-2"))
                && cluster.objects.containsKey(new ObjectRef("apps/v1", "Deployment", "team", "web")), "nothing pruned");
        assertEquals("ConfigMap,Deployment.apps", cluster.objects.get(new ObjectRef("v1", "Secret", "team", "app"))
                .at("/metadata/annotations/applyset.kubernetes.io~1contains-group-kinds").asText(), "the parent not narrowed");
    }

    @Test
    void anUnreadableParentIsToldAndTheSummaryStays() throws IOException {
        unreachable = true;
        Run run = pruneSix();
        assertEquals(1, run.code());
        String told = "failed to fetch ApplySet parent object \"secrets./app\": cannot reach the server:"
                + " GET https://127.0.0.1:6443/api/v1: connection refused";
        assertEquals("error: " + told + "\n", run.err());
        JsonNode summary = Cli.parse(run.out());
        assertEquals(Json.parse("[" + Cli.quoted(told) + "]"), summary.get("errors"));
        assertEquals(1, summary.get("exitCode").asInt());
        assertEquals(0, summary.at("/totals/objects").asInt(), "nothing was applied");
    }
}
