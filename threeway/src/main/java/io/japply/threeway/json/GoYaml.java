package io.japply.threeway.json;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.composer.Composer;
import org.yaml.snakeyaml.parser.ParserImpl;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeId;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;
import org.yaml.snakeyaml.nodes.Tag;
import org.yaml.snakeyaml.resolver.Resolver;

/**
 * Reads YAML as kubectl does (sigs.k8s.io/yaml: go-yaml v2, a YAML 1.1 reader, then JSON): plain
 * {@code y}, {@code n}, {@code on}, {@code off} are booleans, also as keys ("true"); {@code 0o17},
 * {@code 017}, {@code 0x1F}, {@code 0b101} and {@code 1_000} are integers; a float that is whole
 * ({@code 1e3}, {@code 1.0}, {@code -0.0}) reads back as an integer, as it does once kubectl has
 * turned it into JSON; timestamps stay text. SnakeYAML parses (anchors, aliases, depth limits);
 * only the typing of plain scalars is ours.
 */
public final class GoYaml {
    private static final JsonNodeFactory NODES = Json.nodes();
    private static final Tag PLAIN = new Tag("tag:japply.io,2026:plain");
    /** Read only once built (its implicit resolvers are compiled patterns): one for every document. */
    private static final PlainResolver RESOLVER = new PlainResolver();

    private final LoaderOptions options;

    public GoYaml(LoaderOptions options) {
        this.options = options;
    }

    /** Every document of the stream; an empty document is null. Errors are SnakeYAML's (with marks) or {@link GoYamlException}. */
    public List<JsonNode> readAll(String text) {
        Composer composer = new Composer(new ParserImpl(new WholeTextReader(text), options), RESOLVER, options);
        List<JsonNode> documents = new ArrayList<>();
        while (composer.checkNode()) {
            Node node = composer.getNode();
            documents.add(node == null ? null : new Converter().value(node));
        }
        return documents;
    }

    /** A value go-yaml cannot turn into JSON (infinity, NaN, a mapping as a key), with where it is. */
    public static final class GoYamlException extends RuntimeException {
        private final int line;
        private final int column;

        GoYamlException(String message, Node at) {
            super(message, null, false, false);
            this.line = at.getStartMark() == null ? 0 : at.getStartMark().getLine() + 1;
            this.column = at.getStartMark() == null ? 0 : at.getStartMark().getColumn() + 1;
        }

        public int line() {
            return line;
        }

        public int column() {
            return column;
        }
    }

    /** Leaves every untagged plain scalar to us; quoted ones and explicit tags keep SnakeYAML's tag. */
    private static final class PlainResolver extends Resolver {
        @Override
        public Tag resolve(NodeId kind, String value, boolean implicit) {
            return kind == NodeId.scalar && implicit ? PLAIN : super.resolve(kind, value, implicit);
        }
    }

    /**
     * One document's nodes to JSON; an alias converts once per node it names. Depth is checked here,
     * where the path is known (SnakeYAML's own limit, set higher, only guards its recursion).
     */
    private static final class Converter {
        private final Map<Node, JsonNode> done = new IdentityHashMap<>();
        /** Collections being converted: an alias to one of them is a value that contains itself. */
        private final Map<Node, Boolean> open = new IdentityHashMap<>();
        private final List<String> path = new ArrayList<>();

        /** Only an anchored node can be reached twice (through its aliases), so only those are remembered. */
        JsonNode value(Node node) {
            if (node.getAnchor() == null) {
                return converted(node);
            }
            JsonNode known = done.get(node);
            if (known != null) {
                return known.deepCopy();
            }
            if (open.containsKey(node)) { // go-yaml's words
                throw new GoYamlException("anchor '" + node.getAnchor() + "' value contains itself", node);
            }
            open.put(node, true);
            JsonNode value = converted(node);
            open.remove(node);
            done.put(node, value);
            return value;
        }

        private JsonNode converted(Node node) {
            return switch (node.getNodeId()) {
                case scalar -> scalar((ScalarNode) node);
                case sequence -> sequence((SequenceNode) node);
                case mapping -> mapping((MappingNode) node);
                default -> throw new GoYamlException("unsupported YAML node", node);
            };
        }

        /** Every collection is one level; the root one is level 1, as for Jackson's JSON reader. */
        private void enter(Node node) {
            if (path.size() >= Limits.MAX_DEPTH) {
                throw new GoYamlException("document nested deeper than " + Limits.MAX_DEPTH + " levels at "
                        + Limits.pointer(path), node);
            }
        }

        private JsonNode sequence(SequenceNode node) {
            enter(node);
            ArrayNode array = NODES.arrayNode();
            List<Node> items = node.getValue();
            for (int i = 0; i < items.size(); i++) {
                path.add(Integer.toString(i));
                array.add(value(items.get(i)));
                path.remove(path.size() - 1);
            }
            return array;
        }

        /** Keys become text as sigs.k8s.io/yaml makes them; "<<" merges, the mapping's own keys win. */
        private JsonNode mapping(MappingNode node) {
            enter(node);
            ObjectNode object = NODES.objectNode();
            List<ObjectNode> merged = new ArrayList<>();
            for (NodeTuple entry : node.getValue()) {
                if (isMergeKey(entry.getKeyNode())) {
                    merged.addAll(mergeSources(entry.getValueNode()));
                    continue;
                }
                String key = key(entry.getKeyNode());
                path.add(key);
                object.set(key, value(entry.getValueNode()));
                path.remove(path.size() - 1);
            }
            for (ObjectNode source : merged) {
                source.properties().forEach(e -> {
                    if (!object.has(e.getKey())) {
                        object.set(e.getKey(), e.getValue());
                    }
                });
            }
            return object;
        }

        private static boolean isMergeKey(Node key) {
            return key instanceof ScalarNode s && (PLAIN.equals(s.getTag()) || Tag.MERGE.equals(s.getTag()))
                    && "<<".equals(s.getValue());
        }

        private List<ObjectNode> mergeSources(Node value) {
            List<ObjectNode> sources = new ArrayList<>();
            List<Node> nodes = value instanceof SequenceNode seq ? seq.getValue() : List.of(value);
            for (Node n : nodes) {
                if (!(value(n) instanceof ObjectNode source)) {
                    throw new GoYamlException("map merge requires map or sequence of maps as the value", n);
                }
                sources.add(source);
            }
            return sources;
        }

        private String key(Node key) {
            if (!(key instanceof ScalarNode scalar)) {
                throw new GoYamlException("a mapping or a sequence cannot be a key", key);
            }
            if (PLAIN.equals(scalar.getTag())) {
                return GoYamlScalars.key(scalar.getValue(), scalar);
            }
            JsonNode resolved = scalar(scalar);
            if (resolved.isNull()) {
                throw new GoYamlException("unsupported map key null", key);
            }
            return resolved.asText();
        }

        private JsonNode scalar(ScalarNode node) {
            Tag tag = node.getTag();
            String text = node.getValue();
            if (PLAIN.equals(tag)) {
                return GoYamlScalars.plain(text, node);
            }
            if (Tag.STR.equals(tag) || Tag.BINARY.equals(tag) || Tag.TIMESTAMP.equals(tag)) {
                return NODES.textNode(text);
            }
            // an explicit !!int, !!float, !!bool or !!null: read the text as a plain scalar would be
            return GoYamlScalars.plain(text, node);
        }
    }
}
