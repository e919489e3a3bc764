package io.japply.threeway.smp.keys;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.TextNode;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A list type whose items are identified by several fields, while its schema merge key is one of
 * them: the recommended merge keys of the patch-merge-key proposal. {@code defaults} are what the
 * API server fills in for a missing key field, so a manifest without {@code protocol} still matches
 * the live item with {@code protocol: TCP}.
 */
public record KnownIdentity(String type, String field, String mergeKey, List<String> keys,
                            Map<String, JsonNode> defaults) {

    /*
     * The proposal names name,containerPort and name,port; those break its own rule that the default
     * key comes first and do not tell 53/TCP from 53/UDP. Kubernetes later keyed these lists by
     * containerPort,protocol and port,protocol for server-side apply; japply follows that.
     * Taints, tolerations and matchExpressions (key) are replace lists in the schema: no duplicates
     * can confuse a merge there, and sending $patchMergeKey for a full list would turn a
     * replacement into a merge on a server that honours it, so they are not in this table.
     */
    private static final List<KnownIdentity> TABLE = List.of(
            new KnownIdentity("ServicePort", "ports", "port", List.of("port", "protocol"),
                    Map.of("protocol", TextNode.valueOf("TCP"))),
            new KnownIdentity("ContainerPort", "ports", "containerPort", List.of("containerPort", "protocol"),
                    Map.of("protocol", TextNode.valueOf("TCP"))));

    public KnownIdentity {
        keys = List.copyOf(keys);
        defaults = Map.copyOf(defaults);
    }

    /** The identity of the list at {@code field} whose schema merge key is {@code mergeKey}, if known. */
    public static Optional<KnownIdentity> of(String field, String mergeKey) {
        return TABLE.stream().filter(k -> k.field.equals(field) && k.mergeKey.equals(mergeKey)).findFirst();
    }

    /** The value of key field {@code key} of {@code item}, the server's default when missing. */
    public JsonNode keyValue(JsonNode item, String key) {
        JsonNode v = item.get(key);
        return v == null || v.isNull() ? defaults.get(key) : v;
    }
}
