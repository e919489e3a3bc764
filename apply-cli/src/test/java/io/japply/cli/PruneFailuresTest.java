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
    private static final String FORBIDDEN_LIST = "Error from server (Forbidden): configmaps is forbidden: User"
            + " \"system:serviceaccount:team:deployer\" cannot list resource \"configmaps\" in API group \"\" in the"
            + " namespace \"team\"";

    @TempDir
    Path dir;

    private final FakeCluster cluster = new FakeCluster();
    /** What the server refuses: LISTs of ConfigMaps, the DELETE of "old-1", every request at all. */
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
            if (refuseLists && kind.kind().equals("ConfigMap")) {
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
        List<String> docs = new ArrayList<>();
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
        assertEquals(0, japply("-f", input(first.toArray(String[]::new)), "--prune", "--applyset=app", "-n", "team").code());
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
                + "error: 1 of 2 prunes failed\n", run.err(), "no \"1 of 7 objects failed\" for 6 objects");
        JsonNode summary = Cli.parse(run.out());
        assertEquals(Json.parse("{\"objects\":6,\"created\":0,\"configured\":0,\"unchanged\":6,\"serverside-applied\":0,"
                + "\"failed\":0,\"pruned\":1,\"pruneFailed\":1}"), summary.get("totals"));
        assertEquals(1, summary.get("exitCode").asInt());
        assertTrue(cluster.objects.containsKey(new ObjectRef("v1", "ConfigMap", "team", "old-1")));
        assertTrue(!cluster.objects.containsKey(new ObjectRef("v1", "ConfigMap", "team", "old-2")), "the other is pruned");
    }

    /** kubectl: "listing /v1, Kind=ConfigMap objects for pruning: configmaps is forbidden: ..." (its GroupVersionKind). */
    @Test
    void aKindThatCannotBeListedIsToldInKubectlsWordsAndTheSummaryStays() throws IOException {
        refuseLists = true;
        Run run = pruneSix();
        assertEquals(1, run.code());
        assertEquals("error: listing /v1, Kind=ConfigMap objects for pruning: "
                + FORBIDDEN_LIST.replace("Error from server (Forbidden): ", "") + "\n"
                + "error: 1 of 1 prunes failed\n", run.err());
        JsonNode summary = Cli.parse(run.out());
        assertEquals(Json.parse("[{\"apiVersion\":\"v1\",\"kind\":\"ConfigMap\",\"namespace\":null,\"name\":null,"
                + "\"action\":null,\"error\":" + Cli.quoted(run.err().lines().findFirst().orElseThrow().substring(7))
                + ",\"warnings\":[]}]"), summary.get("pruned"), "the kind that could not be listed, by its own record");
        assertEquals(0, summary.at("/totals/failed").asInt(), "every object of the input was applied");
        assertEquals(1, summary.at("/totals/pruneFailed").asInt());
        assertEquals(1, summary.get("exitCode").asInt());
        assertTrue(cluster.objects.containsKey(new ObjectRef("v1", "ConfigMap", "team", "old-2")), "nothing pruned");
        assertEquals("ConfigMap", cluster.objects.get(new ObjectRef("v1", "Secret", "team", "app"))
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
