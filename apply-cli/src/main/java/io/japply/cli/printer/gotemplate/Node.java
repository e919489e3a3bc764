package io.japply.cli.printer.gotemplate;

import io.japply.cli.printer.GoQuoting;

import java.util.List;
import java.util.stream.Collectors;

/**
 * The parse tree of text/template. {@code pos} is a char offset into the template (error locations);
 * {@code toString} is Go's String() of the node, which its error messages quote.
 */
sealed interface Node {
    int pos();

    record ListNode(int pos, List<Node> nodes) implements Node {
        @Override
        public String toString() {
            return nodes.stream().map(Node::toString).collect(Collectors.joining());
        }
    }

    record TextNode(int pos, String text) implements Node {
        @Override
        public String toString() {
            return text;
        }
    }

    record ActionNode(int pos, PipeNode pipe) implements Node {
        @Override
        public String toString() {
            return "{{" + pipe + "}}";
        }
    }

    record PipeNode(int pos, boolean isAssign, List<String> decl, List<CommandNode> cmds) implements Node {
        @Override
        public String toString() {
            String decls = decl.isEmpty() ? "" : String.join(", ", decl) + (isAssign ? " = " : " := ");
            return decls + cmds.stream().map(Node::toString).collect(Collectors.joining(" | "));
        }
    }

    record CommandNode(int pos, List<Node> args) implements Node {
        @Override
        public String toString() {
            return args.stream().map(a -> a instanceof PipeNode ? "(" + a + ")" : a.toString())
                    .collect(Collectors.joining(" "));
        }
    }

    record FieldNode(int pos, List<String> idents) implements Node {
        @Override
        public String toString() {
            return idents.stream().map(i -> "." + i).collect(Collectors.joining());
        }
    }

    /** $x.a.b: idents.get(0) is the variable's name with its '$'. */
    record VariableNode(int pos, List<String> idents) implements Node {
        @Override
        public String toString() {
            return String.join(".", idents);
        }
    }

    record ChainNode(int pos, Node node, List<String> fields) implements Node {
        @Override
        public String toString() {
            String head = node instanceof PipeNode ? "(" + node + ")" : node.toString();
            return head + fields.stream().map(f -> "." + f).collect(Collectors.joining());
        }
    }

    record IdentifierNode(int pos, String name) implements Node {
        @Override
        public String toString() {
            return name;
        }
    }

    record DotNode(int pos) implements Node {
        @Override
        public String toString() {
            return ".";
        }
    }

    record NilNode(int pos) implements Node {
        @Override
        public String toString() {
            return "nil";
        }
    }

    record BoolNode(int pos, boolean value) implements Node {
        @Override
        public String toString() {
            return Boolean.toString(value);
        }
    }

    record NumberNode(int pos, String text, Numbers.Constant value) implements Node {
        @Override
        public String toString() {
            return text;
        }
    }

    record StringNode(int pos, String quoted, String text) implements Node {
        @Override
        public String toString() {
            return quoted;
        }
    }

    /** if, range and with: the same shape. */
    record BranchNode(Branch kind, int pos, PipeNode pipe, ListNode list, ListNode elseList) implements Node {
        @Override
        public String toString() {
            String head = "{{" + kind.word + " " + pipe + "}}" + list;
            return head + (elseList == null ? "" : "{{else}}" + elseList) + "{{end}}";
        }
    }

    enum Branch {
        IF("if"), RANGE("range"), WITH("with");

        final String word;

        Branch(String word) {
            this.word = word;
        }
    }

    record TemplateNode(int pos, String name, PipeNode pipe) implements Node {
        @Override
        public String toString() {
            return "{{template " + GoQuoting.quote(name) + (pipe == null ? "" : " " + pipe) + "}}";
        }
    }

    /** break, continue, and the end and else that close a control (these two only while parsing). */
    record MarkerNode(Marker kind, int pos) implements Node {
        @Override
        public String toString() {
            return "{{" + kind.name().toLowerCase(java.util.Locale.ROOT) + "}}";
        }
    }

    enum Marker {
        BREAK, CONTINUE, END, ELSE
    }
}
