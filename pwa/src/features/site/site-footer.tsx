export function SiteFooter() {
  return (
    <footer className="site-footer">
      <span>Indore, Madhya Pradesh, India</span>
      <span>© {new Date().getFullYear()} Front Desk RM. All rights reserved.</span>
    </footer>
  );
}
