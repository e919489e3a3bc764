package io.japply.cli.printer.gotemplate;

import io.japply.cli.printer.GoQuoting;

import io.japply.cli.printer.gotemplate.Node.ActionNode;
import io.japply.cli.printer.gotemplate.Node.ListNode;
import io.japply.cli.printer.gotemplate.Node.Marker;
import io.japply.cli.printer.gotemplate.Node.MarkerNode;
import io.japply.cli.printer.gotemplate.Node.PipeNode;
import io.japply.cli.printer.gotemplate.Node.TextNode;
import io.japply.cli.printer.gotemplate.Token.Kind;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * text/template/parse's recursive descent over the tokens: the main template and every define and
 * block it holds, by name. Errors are Go's ("template: output:LINE: ...").
 */
final class Parser extends TokenStream {
    static final String MAIN = "output";

    private final Map<String, ListNode> templates;
    private final List<String> vars = new ArrayList<>(List.of("$"));
    int rangeDepth;
    /** The line of the action being parsed, for lexer errors that come lines later. */
    private int actionLine;
    int parenDepth;

    private Parser(List<Token> tokens, Map<String, ListNode> templates, int start) {
        super(tokens, start);
        this.templates = templates;
    }

    /** All templates of the text, "output" the main one. */
    static Map<String, ListNode> parse(String text) throws ParseError {
        Map<String, ListNode> templates = new LinkedHashMap<>();
        Parser parser = new Parser(Lexer.lex(text), templates, 0);
        parser.add(MAIN, parser.parseMain());
        return templates;
    }

    Token expect(Kind kind, String context) throws ParseError {
        Token token = nextNonSpace();
        if (token.kind() != kind) {
            throw unexpected(token, context);
        }
        return token;
    }

    ParseError error(String message) {
        return new ParseError("template: " + MAIN + ":" + tokens.get(furthest).line() + ": " + message);
    }

    ParseError unexpected(Token token, String context) {
        if (token.kind() == Kind.ERROR) {
            String extra = "";
            if (actionLine != 0 && actionLine != token.line()) {
                extra = (token.text().endsWith(" action") ? "" : " in action") + " started at " + MAIN + ":" + actionLine;
            }
            return error(token.text() + extra);
        }
        return error("unexpected " + token.describe() + " in " + context);
    }

    // ---- variables in scope

    List<String> vars() {
        return vars;
    }

    void popVars(int size) {
        vars.subList(size, vars.size()).clear();
    }

    // ---- lists and actions

    private ListNode parseMain() throws ParseError {
        List<Node> nodes = new ArrayList<>();
        int pos = peek().pos();
        while (peek().kind() != Kind.EOF) {
            if (peek().kind() == Kind.LEFT_DELIM) {
                int delim = mark();
                next();
                if (nextNonSpace().kind() == Kind.DEFINE) {
                    parseDefinition();
                    continue;
                }
                reset(delim);
            }
            Node node = textOrAction();
            if (node instanceof MarkerNode marker && (marker.kind() == Marker.END || marker.kind() == Marker.ELSE)) {
                throw error("unexpected " + node);
            }
            nodes.add(node);
        }
        return new ListNode(pos, nodes);
    }

    private void parseDefinition() throws ParseError {
        Token token = nextNonSpace();
        if (token.kind() != Kind.STRING && token.kind() != Kind.RAW_STRING) {
            throw unexpected(token, "define clause");
        }
        String defined = unquote(token);
        expect(Kind.RIGHT_DELIM, "define clause");
        Parser inner = new Parser(tokens, templates, next);
        ItemList body = inner.itemList();
        next = inner.next;
        furthest = Math.max(furthest, inner.furthest);
        if (body.end().kind() != Marker.END) {
            throw error("unexpected " + body.end() + " in define clause");
        }
        add(defined, body.list());
    }

    /** A block's body, parsed as its own template; returns where parsing continues. */
    int parseBlockBody(String blockName) throws ParseError {
        Parser inner = new Parser(tokens, templates, next);
        ItemList body = inner.itemList();
        furthest = Math.max(furthest, inner.furthest);
        if (body.end().kind() != Marker.END) {
            throw error("unexpected " + body.end() + " in block clause");
        }
        inner.add(blockName, body.list());
        return inner.next;
    }

    /** Go's Tree.add: a later empty definition never replaces a full one; two full ones clash. */
    private void add(String templateName, ListNode root) throws ParseError {
        ListNode existing = templates.get(templateName);
        if (existing == null || isEmpty(existing)) {
            templates.put(templateName, root);
        } else if (!isEmpty(root)) {
            throw error("template: multiple definition of template " + GoQuoting.quote(templateName));
        }
    }

    private static boolean isEmpty(Node node) {
        if (node instanceof ListNode list) {
            return list.nodes().stream().allMatch(Parser::isEmpty);
        }
        return node instanceof TextNode text && text.text().isBlank();
    }

    record ItemList(ListNode list, MarkerNode end) {
    }

    /** Nodes up to the next end or else. */
    ItemList itemList() throws ParseError {
        List<Node> nodes = new ArrayList<>();
        int pos = peekNonSpace().pos();
        while (peekNonSpace().kind() != Kind.EOF) {
            Node node = textOrAction();
            if (node instanceof MarkerNode marker && (marker.kind() == Marker.END || marker.kind() == Marker.ELSE)) {
                return new ItemList(new ListNode(pos, nodes), marker);
            }
            nodes.add(node);
        }
        throw error("unexpected EOF");
    }

    private Node textOrAction() throws ParseError {
        Token token = nextNonSpace();
        return switch (token.kind()) {
            case TEXT -> new TextNode(token.pos(), token.text());
            case LEFT_DELIM -> {
                actionLine = token.line();
                try {
                    yield action();
                } finally {
                    actionLine = 0;
                }
            }
            default -> throw unexpected(token, "input");
        };
    }

    private Node action() throws ParseError {
        Token token = nextNonSpace();
        Controls controls = new Controls(this);
        return switch (token.kind()) {
            case BLOCK -> controls.block();
            case BREAK, CONTINUE -> controls.loopControl(token);
            case ELSE -> controls.elseControl();
            case END -> new MarkerNode(Marker.END, expect(Kind.RIGHT_DELIM, "end").pos());
            case IF -> controls.branch(Node.Branch.IF);
            case RANGE -> controls.branch(Node.Branch.RANGE);
            case TEMPLATE -> controls.template();
            case WITH -> controls.branch(Node.Branch.WITH);
            default -> {
                backup();
                int pos = peek().pos();
                PipeNode pipe = new Pipelines(this).pipeline("command", Kind.RIGHT_DELIM);
                yield new ActionNode(pos, pipe);
            }
        };
    }

    String unquote(Token token) throws ParseError {
        String text = GoQuote.unquote(token.text());
        if (text == null) {
            throw error("invalid syntax");
        }
        return text;
    }

    /** A template that cannot be parsed; the message is Go's. */
    static final class ParseError extends Exception {
        ParseError(String message) {
            super(message, null, false, false);
        }
    }
}
