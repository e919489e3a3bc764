package io.japply.cli.printer.gotemplate;

import io.japply.cli.printer.GoQuoting;

import io.japply.cli.printer.gotemplate.Node.ActionNode;
import io.japply.cli.printer.gotemplate.Node.BranchNode;
import io.japply.cli.printer.gotemplate.Node.ListNode;
import io.japply.cli.printer.gotemplate.Node.MarkerNode;
import io.japply.cli.printer.gotemplate.Node.PipeNode;
import io.japply.cli.printer.gotemplate.Node.TemplateNode;
import io.japply.cli.printer.gotemplate.Node.TextNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Runs a parsed template on data, writing to {@code out} as it goes (kubectl keeps what was written before an error). */
final class Executor {
    private static final int MAX_TEMPLATE_DEPTH = 100000;

    final String text;
    final Map<String, ListNode> templates;
    final boolean strict;
    final StringBuilder out;
    final List<Variable> vars = new ArrayList<>();
    private final String templateName;
    private final int depth;
    /** The innermost {{template}} call: where Go stops an endless recursion, which Java's stack stops first. */
    private final Executor[] innermostCall;
    private Node current;

    /** A variable in scope; the value changes on "=" and on each turn of a range. */
    static final class Variable {
        final String name;
        Object value;

        Variable(String name, Object value) {
            this.name = name;
            this.value = value;
        }
    }

    /** An error while executing, with Go's message. */
    static final class ExecError extends RuntimeException {
        ExecError(String message) {
            super(message, null, false, false);
        }
    }

    /** break and continue unwind to their range. */
    private static final class LoopSignal extends RuntimeException {
        final boolean isBreak;

        LoopSignal(boolean isBreak) {
            super(null, null, false, false);
            this.isBreak = isBreak;
        }
    }

    Executor(String text, Map<String, ListNode> templates, boolean strict, StringBuilder out, String name, int depth,
            Object dot) {
        this(text, templates, strict, out, name, depth, dot, new Executor[1]);
    }

    private Executor(String text, Map<String, ListNode> templates, boolean strict, StringBuilder out, String name,
            int depth, Object dot, Executor[] innermostCall) {
        this.innermostCall = innermostCall;
        this.text = text;
        this.templates = templates;
        this.strict = strict;
        this.out = out;
        this.templateName = name;
        this.depth = depth;
        vars.add(new Variable("$", dot));
    }

    void run(Object dot) {
        walk(dot, templates.get(templateName));
    }

    void at(Node node) {
        current = node;
    }

    /** Go's state.errorf: the location and text of the node being run, then the message. */
    ExecError error(String message) {
        if (current == null) {
            return new ExecError("template: " + templateName + ": " + message);
        }
        return new ExecError("template: " + location(current.pos()) + ": executing " + GoQuoting.quote(templateName)
                + " at <" + current + ">: " + message);
    }

    private String location(int pos) {
        String before = text.substring(0, pos);
        int newline = before.lastIndexOf('\n');
        int line = 1 + (int) before.chars().filter(c -> c == '\n').count();
        int column = Values.utf8Length(before.substring(newline + 1));
        return Parser.MAIN + ":" + line + ":" + column;
    }

    // ---- walking the tree

    void walk(Object dot, Node node) {
        at(node);
        if (node instanceof ActionNode action) {
            Object value = new Evaluator(this).pipeline(dot, action.pipe());
            if (action.pipe().decl().isEmpty()) {
                at(action);
                out.append(value == null ? "<no value>" : GoFmt.sprint(List.of(Values.unbox(value))));
            }
        } else if (node instanceof TextNode textNode) {
            out.append(textNode.text());
        } else if (node instanceof ListNode list) {
            list.nodes().forEach(child -> walk(dot, child));
        } else if (node instanceof BranchNode branch) {
            walkBranch(dot, branch);
        } else if (node instanceof TemplateNode template) {
            walkTemplate(dot, template);
        } else if (node instanceof MarkerNode marker) {
            throw new LoopSignal(marker.kind() == Node.Marker.BREAK);
        }
    }

    private void walkBranch(Object dot, BranchNode branch) {
        int mark = vars.size();
        try {
            if (branch.kind() == Node.Branch.RANGE) {
                new Ranges(this).walkRange(dot, branch);
                return;
            }
            Object value = new Evaluator(this).pipeline(dot, branch.pipe());
            if (Values.truth(value)) {
                walk(branch.kind() == Node.Branch.WITH ? value : dot, branch.list());
            } else if (branch.elseList() != null) {
                walk(dot, branch.elseList());
            }
        } finally {
            pop(mark);
        }
    }

    /** One turn of a range body; true if the body broke out of the loop. */
    boolean turn(Object element, ListNode body) {
        int mark = vars.size();
        try {
            walk(element, body);
            return false;
        } catch (LoopSignal signal) {
            return signal.isBreak;
        } finally {
            pop(mark);
        }
    }

    private void walkTemplate(Object dot, TemplateNode node) {
        ListNode body = templates.get(node.name());
        if (body == null) {
            throw error("template " + GoQuoting.quote(node.name()) + " not defined");
        }
        if (depth == MAX_TEMPLATE_DEPTH) {
            throw error("exceeded maximum template depth (" + MAX_TEMPLATE_DEPTH + ")");
        }
        Object newDot = node.pipe() == null ? null : new Evaluator(this).pipeline(dot, node.pipe());
        at(node);
        innermostCall[0] = this;
        new Executor(text, templates, strict, out, node.name(), depth + 1, newDot, innermostCall).walk(newDot, body);
    }

    /** Go's error for a recursion too deep, at the innermost call, once Java's stack has run out. */
    ExecError depthExceeded() {
        Executor caller = innermostCall[0] == null ? this : innermostCall[0];
        return caller.error("exceeded maximum template depth (" + MAX_TEMPLATE_DEPTH + ")");
    }

    // ---- variables

    void push(String name, Object value) {
        vars.add(new Variable(name, value));
    }

    void pop(int mark) {
        vars.subList(mark, vars.size()).clear();
    }

    void setVar(String name, Object value) {
        find(name).value = value;
    }

    void setTopVar(int n, Object value) {
        vars.get(vars.size() - n).value = value;
    }

    Object varValue(String name) {
        return find(name).value;
    }

    private Variable find(String name) {
        for (int i = vars.size() - 1; i >= 0; i--) {
            if (vars.get(i).name.equals(name)) {
                return vars.get(i);
            }
        }
        throw error("undefined variable: " + name);
    }
}
