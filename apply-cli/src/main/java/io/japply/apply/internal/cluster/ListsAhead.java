package io.japply.apply.internal.cluster;

import io.japply.apply.cluster.ClusterGateway;
import io.japply.apply.cluster.ForwardingGateway;
import io.japply.apply.cluster.ObjectRef;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.japply.apply.model.Manifest;
import io.japply.apply.internal.read.ObjectNames;
import io.japply.apply.internal.cluster.ListedLive.Group;
import io.japply.apply.internal.support.Daemons;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;

/**
 * The LIST of each kind and namespace that {@link ListedLive} will list, sent while the files are
 * still being read: reading a job step's hundreds of files takes longer than the LIST's round trip,
 * which otherwise waited for the last file.
 *
 * <p>A group's LIST goes out once {@link ListedLive#MIN_OBJECTS} of its objects are read. How many
 * the group will have is not known then, so it asks for a page of kubectl's default size
 * ({@link #PAGE}, as --chunk-size). ListedLive's own LIST asks for a page sized to the group; the page
 * sent ahead stands in for it when it holds the whole group or asks for no fewer objects, and
 * ListedLive lists again otherwise. The warnings of the LIST go to the object whose read takes its page,
 * as if that object's read had sent it. A LIST that failed is sent again by ListedLive, which reports
 * the failure or falls back as before.
 */
public final class ListsAhead implements Consumer<Manifest> {
    /** The page size of a LIST sent before the group is counted: kubectl's default --chunk-size. */
    public static final long PAGE = 500;

    /** What a LIST sent ahead brought: its page and the server's warnings on it. */
    private record Fetched(ClusterGateway.Page page, List<String> warnings) {
    }

    private final Optional<String> namespaceFlag;
    /** Objects read per group; a namespace of "" is the one the object will get (-n, else the context's). */
    private final Map<Group, Integer> read = new HashMap<>();
    private final List<Group> dueBeforeTheClient = new ArrayList<>();
    private final Map<Group, CompletableFuture<Fetched>> sent = new ConcurrentHashMap<>();
    private ClusterGateway cluster;

    /** namespaceFlag: -n, the namespace of objects whose file names none (else the context's). */
    public ListsAhead(Optional<String> namespaceFlag) {
        this.namespaceFlag = namespaceFlag;
    }

    /** Called by the reader with each object read, from its threads; as ListedLive, it counts the valid ones. */
    @Override
    public synchronized void accept(Manifest manifest) {
        if (manifest.problem().isPresent()) {
            return;
        }
        ObjectNode object = manifest.object();
        String apiVersion = object.path("apiVersion").asText();
        String kind = object.path("kind").asText();
        if (apiVersion.isEmpty() || kind.isEmpty()) {
            return;
        }
        count(new Group(apiVersion, kind, object.path("metadata").path("namespace").asText("")));
        count(new Group(apiVersion, kind, null));
    }

    private void count(Group group) {
        if (read.merge(group, 1, Integer::sum) == ListedLive.MIN_OBJECTS) {
            if (cluster == null) {
                dueBeforeTheClient.add(group);
            } else {
                send(group);
            }
        }
    }

    /**
     * The client now exists: the LISTs due so far go out, later ones as their objects are read. The
     * gateway returned is {@code cluster}, whose LISTs are answered by the pages sent ahead.
     */
    public synchronized ClusterGateway connect(ClusterGateway cluster) {
        this.cluster = cluster;
        dueBeforeTheClient.forEach(this::send);
        dueBeforeTheClient.clear();
        return new Ahead(cluster, text -> { });
    }

    private void send(Group counted) {
        ClusterGateway gateway = cluster;
        String namespace = "".equals(counted.namespace())
                ? namespaceFlag.orElseGet(gateway::contextNamespace) : counted.namespace();
        if (namespace != null && ObjectNames.namespaceProblem(counted.kind(), "", namespace).isPresent()) {
            return; // each object of it is refused, and nothing is sent for them
        }
        Group group = new Group(counted.apiVersion(), counted.kind(), namespace);
        CompletableFuture<Fetched> page = new CompletableFuture<>();
        if (sent.putIfAbsent(group, page) == null) {
            Daemons.start("japply-list-ahead", () -> fetch(gateway, group, page));
        }
    }

    /**
     * The group's first page, when the kind is served with the scope the group was counted for. Its
     * requests are bounded in time, and the page is completed whatever happens, so a read that takes
     * it never waits longer than they do.
     */
    private static void fetch(ClusterGateway cluster, Group group, CompletableFuture<Fetched> page) {
        try {
            Optional<ClusterGateway.Served> served = cluster.resource(group.apiVersion(), group.kind());
            if (served.isPresent() && served.get().namespaced() == (group.namespace() != null)) {
                List<String> warnings = java.util.Collections.synchronizedList(new ArrayList<>());
                ObjectRef kind = new ObjectRef(group.apiVersion(), group.kind(), group.namespace(), "");
                page.complete(new Fetched(cluster.reportingTo(warnings::add).firstPage(kind, served.get(), PAGE), warnings));
            }
        } catch (RuntimeException e) {
            // the read lists for itself, and meets and reports the failure there
        } finally {
            page.complete(null); // nothing to take: the read lists for itself
        }
    }

    /** The cluster, its first pages taken from the LISTs sent ahead; a view reports their warnings to its sink. */
    private final class Ahead extends ForwardingGateway {
        private final Consumer<String> warnings;

        Ahead(ClusterGateway cluster, Consumer<String> warnings) {
            super(cluster);
            this.warnings = warnings;
        }

        @Override
        public ClusterGateway reportingTo(Consumer<String> warnings) {
            return new Ahead(cluster.reportingTo(warnings), warnings);
        }

        @Override
        public Page firstPage(ObjectRef kind, Served served, long limit) {
            Group group = new Group(kind.apiVersion(), kind.kind(), served.namespaced() ? kind.namespace() : null);
            CompletableFuture<Fetched> ahead = sent.remove(group);
            Fetched fetched = ahead == null ? null : ahead.join(); // completed by fetch whatever it meets
            if (fetched == null || !(fetched.page().complete() || PAGE >= limit)) {
                return cluster.firstPage(kind, served, limit);
            }
            fetched.warnings().forEach(warnings);
            return fetched.page();
        }
    }
}
